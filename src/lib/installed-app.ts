/**
 * Whether the shop runs as an installed app (home-screen icon on a tablet or phone, a desktop
 * window): iOS says so through `navigator.standalone`, the others through the display mode.
 */
export function isInstalledApp(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}
