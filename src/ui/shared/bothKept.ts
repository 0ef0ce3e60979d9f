/**
 * The `onKept` callbacks of two reads a screen draws together: `show` gets both kept answers once
 * both have come, and never one without the other (a page half from the kept copy, half loading).
 */
export function bothKept<A, B>(show: (a: A, b: B) => void): [(a: A) => void, (b: B) => void] {
  let first: { value: A } | null = null;
  let second: { value: B } | null = null;
  const showWhenBoth = (): void => {
    if (first && second) show(first.value, second.value);
  };
  return [
    (a) => {
      first = { value: a };
      showWhenBoth();
    },
    (b) => {
      second = { value: b };
      showWhenBoth();
    },
  ];
}
