/**
 * A button's attributes while it takes no press (a change it asked for is on its way, or a quantity
 * is at its limit) yet keeps the keyboard's focus: it says it is unavailable and looks it (Chakra's
 * disabled styles match aria-disabled and data-disabled). A focused button that turns `disabled`
 * loses focus to the page at the next frames, so a keyboard or screen reader user pressing plus on a
 * slow connection, or minus down to 1, would be sent back to the top of the page. Its owner must
 * ignore the presses meanwhile.
 */
export const focusableDisabled = (disabled: boolean) => ({
  'aria-disabled': disabled || undefined,
  'data-disabled': disabled ? '' : undefined,
});
