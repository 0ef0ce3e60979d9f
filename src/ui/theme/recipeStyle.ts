import type { RecipeDefinition, SlotRecipeDefinition, SystemStyleObject } from '@chakra-ui/react';

type Styles = Record<string, unknown> | undefined;

const isStyleObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Style objects merged as Chakra merges a recipe's base, its variants and the style props: a nested
 * object (a condition such as `_icon` or `_hover`) is merged key by key, not replaced, and later wins.
 */
export function mergeStyles(...styles: Array<object | undefined>): SystemStyleObject {
  const merged: Record<string, unknown> = {};
  for (const style of styles) {
    for (const [key, value] of Object.entries(style ?? {})) {
      const before = merged[key];
      merged[key] = isStyleObject(before) && isStyleObject(value) ? mergeStyles(before, value) : value;
    }
  }
  return merged as SystemStyleObject;
}

interface Options {
  /** The slot of a slot recipe. */
  slot?: string;
  /**
   * The colour palette the recipe's `colorPalette.*` tokens name. Written into the values, not set as
   * `colorPalette`: that declares all nineteen of the palette's variables on the element's rule.
   */
  palette?: string;
}

/**
 * A recipe's base and chosen variants as one style object, for the static global styles of elements
 * drawn as plain HTML (a product card and its badges): they look as the Chakra component would,
 * without its per-element style work at render.
 */
export function recipeStyle(
  recipe: RecipeDefinition | SlotRecipeDefinition,
  variants: Record<string, string>,
  { slot, palette }: Options = {},
): SystemStyleObject {
  const pick = (styles: unknown): Styles => (slot ? (styles as Record<string, Styles> | undefined)?.[slot] : (styles as Styles));
  const variantStyles = recipe.variants as Record<string, Record<string, unknown>> | undefined;
  const merged = mergeStyles(pick(recipe.base), ...Object.entries(variants).map(([name, value]) => pick(variantStyles?.[name]?.[value])));
  if (!palette) return merged;
  const named = (value: unknown) => (typeof value === 'string' ? value.replace(/\bcolorPalette\./g, `${palette}.`) : value);
  return Object.fromEntries(Object.entries(merged).map(([property, value]) => [property, named(value)])) as SystemStyleObject;
}
