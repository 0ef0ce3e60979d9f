import { useId, type ReactNode } from 'react';
import { LineIcon } from './LineIcon';
import { selectFieldClass as c } from './selectFieldStyles';

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  /** As wide as its content (a sort order beside a count), not its parent. */
  fit?: boolean;
  /** The `<option>`s. */
  children: ReactNode;
}

/**
 * A labelled native select, drawn as Chakra's Field and NativeSelect (large, outline) are, with plain
 * elements and static classes (selectFieldStyles): the product page draws it in the render that paints
 * its photo, and the category page in its first render.
 */
export function SelectField({ label, value, onChange, fit = false, children }: Props) {
  const id = useId();
  return (
    <div className={fit ? `${c.root} ${c.fit}` : c.root}>
      <label className={c.label} htmlFor={id}>
        {label}
      </label>
      <div className={c.control}>
        <select id={id} className={c.field} value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </select>
        <div className={c.indicator}>
          <LineIcon d="m6 9 6 6 6-6" />
        </div>
      </div>
    </div>
  );
}
