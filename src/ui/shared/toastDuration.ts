/** docs/SPEC.md 'Business constants and limits': notification toasts hide after 5000 ms. */
export const TOAST_DURATION_MS = 5000;
