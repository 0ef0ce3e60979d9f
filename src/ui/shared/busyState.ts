/**
 * A button's attributes while the change it started is on its way: it says it is unavailable and
 * looks it (Chakra's disabled styles match aria-disabled and data-disabled), but stays focusable.
 * A focused button that turns `disabled` loses focus to the page, so a keyboard or screen reader
 * user tapping plus on a slow connection would be sent back to the top at every tap. The button's
 * click must be ignored meanwhile by its owner.
 */
export const busyState = (busy: boolean) => ({
  'aria-disabled': busy || undefined,
  'data-disabled': busy ? '' : undefined,
});
