import { useEffect } from 'react';

type BadgingNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/**
 * The unread count on the installed app's icon (Badging API: Chromium on the desktop, Safari on
 * macOS and iOS); elsewhere nothing happens. The badge stays when the window closes, so it is
 * cleared when nothing is unread.
 */
export function useAppBadge(unread: number | undefined): void {
  useEffect(() => {
    if (unread === undefined) return;
    const badging = navigator as BadgingNavigator;
    const done = unread > 0 ? badging.setAppBadge?.(unread) : badging.clearAppBadge?.();
    // Refused outside an installed app or without permission: the bell still says it.
    done?.catch(() => undefined);
  }, [unread]);
}
