/** Toasts: top-right, 2.5 s, closable, at most five at once (spec §2, §9). */
export const TOAST_AUTO_CLOSE_MS = 2_500;
export const TOAST_LIMIT = 5;
