import type { RecipeDefinition, SlotRecipeDefinition, SystemStyleObject } from '@chakra-ui/react';

type Styles = Record<string, unknown> | undefined;

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
  const merged: Record<string, unknown> = Object.assign(
    {},
    pick(recipe.base),
    ...Object.entries(variants).map(([name, value]) => pick(variantStyles?.[name]?.[value])),
  );
  if (!palette) return merged as SystemStyleObject;
  const named = (value: unknown) => (typeof value === 'string' ? value.replace(/\bcolorPalette\./g, `${palette}.`) : value);
  return Object.fromEntries(Object.entries(merged).map(([property, value]) => [property, named(value)])) as SystemStyleObject;
}
