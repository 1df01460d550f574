import { Notification } from '@mantine/core';
import {
  type NotificationData,
  Notifications,
  notifications,
  notificationsStore,
} from '@mantine/notifications';
import { type ReactNode, useEffect, useRef, useSyncExternalStore } from 'react';
import {
  swipeDismisses,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REGION_LABEL,
  toastAutoClose,
} from '@/app/toast-settings';

/**
 * One toast that a touch swipe past the spec's 50 px dismisses (Mantine's own drag asks for a
 * third of the toast's width, about 120 px on a phone).
 */
function SwipeableToast({ id, children }: { id: string; children: ReactNode }) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return (
    <div
      onPointerDown={(event) => {
        if (event.pointerType !== 'mouse') start.current = { x: event.clientX, y: event.clientY };
      }}
      onPointerUp={(event) => {
        const from = start.current;
        start.current = null;
        if (from && swipeDismisses(event.clientX - from.x, event.clientY - from.y)) {
          notifications.hide(id);
        }
      }}
      onPointerCancel={() => {
        start.current = null;
      }}
      style={{ touchAction: 'pan-y' }}
    >
      {children}
    </div>
  );
}

/** The store's own fields, which Mantine's default rendering keeps off the toast too. */
type StoreFields = { allowClose?: unknown; priority?: unknown; __sequence?: unknown };

/** Mantine's toast as it renders by default, inside the swipe that dismisses it. */
function renderToast(data: NotificationData): ReactNode {
  const {
    id,
    message,
    autoClose: _autoClose,
    onClose: _onClose,
    onOpen: _onOpen,
    position: _position,
    renderNotification: _render,
    withAutoCloseProgress: _progress,
    allowClose: _allowClose,
    priority: _priority,
    __sequence: _sequence,
    ...rest
  } = data as NotificationData & StoreFields;
  const toastId = id ?? '';
  return (
    <SwipeableToast id={toastId}>
      {/* The container around it is already the alert: one announcement, not two. */}
      <Notification {...rest} role="presentation" onClose={() => notifications.hide(toastId)}>
        {message}
      </Notification>
    </SwipeableToast>
  );
}

/** The path at the moment the toasts last changed: re-read whenever one is added. */
function usePathWhenToastsChange(): string {
  useSyncExternalStore(
    notificationsStore.subscribe,
    () => notificationsStore.getState(),
    () => notificationsStore.getState(),
  );
  return window.location.pathname;
}

/** F8 moves the focus to the toasts, as the spec's toast viewport does. */
function useToastHotkey(region: React.RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      region.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [region]);
}

/** Mantine's toast container with the shop's settings; loaded lazily by `Toasts`. */
export function ToastContainer() {
  const region = useRef<HTMLDivElement>(null);
  const pathname = usePathWhenToastsChange();
  useToastHotkey(region);
  // One labelled region around Mantine's six position boxes (fixed, so the wrapper takes no
  // room): what F8 focuses and what a screen reader lists among the landmarks.
  return (
    <div ref={region} role="region" aria-label={TOAST_REGION_LABEL} tabIndex={-1}>
      <Notifications
        withinPortal={false}
        position="top-right"
        autoClose={toastAutoClose(pathname)}
        limit={TOAST_LIMIT}
        allowDragDismiss={false}
        renderNotification={renderToast}
      />
    </div>
  );
}
