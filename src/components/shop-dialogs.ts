import { useSyncExternalStore } from 'react';

/** The shop-wide dialogs any page can open (the hero's buttons, /products, the chat…). */
export type ShopDialog = 'quiz' | 'bundle';

let openDialog: ShopDialog | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

export function openShopDialog(dialog: ShopDialog): void {
  openDialog = dialog;
  emit();
}

export function closeShopDialog(): void {
  openDialog = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether `dialog` is the one open now; the dialogs are mounted once, at the app level. */
export function useShopDialogOpen(dialog: ShopDialog): boolean {
  return useSyncExternalStore(
    subscribe,
    () => openDialog === dialog,
    () => false,
  );
}
