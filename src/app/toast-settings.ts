/**
 * Toasts (spec §2, §9): top-right, closable, at most five at once; shown 2.5 s on the home page
 * and 5 s elsewhere (the viewport's default); a swipe past 50 px dismisses one on a touch
 * screen; F8 moves the focus to them.
 */
export const TOAST_HOME_AUTO_CLOSE_MS = 2_500;
export const TOAST_AUTO_CLOSE_MS = 5_000;
export const TOAST_LIMIT = 5;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';
export const TOAST_REGION_LABEL = `Notifiche (${TOAST_HOTKEY})`;

/** How long a toast shown on `pathname` stays. */
export function toastAutoClose(pathname: string): number {
  return pathname === '/' ? TOAST_HOME_AUTO_CLOSE_MS : TOAST_AUTO_CLOSE_MS;
}

/** Whether a horizontal swipe of `dx` pixels (more sideways than `dy`) dismisses a toast. */
export function swipeDismisses(dx: number, dy: number): boolean {
  return Math.abs(dx) > TOAST_SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy);
}
