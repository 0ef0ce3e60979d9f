/** SPEC section 9: notification toasts hide after 5000 ms. */
export const TOAST_DURATION_MS = 5000;
