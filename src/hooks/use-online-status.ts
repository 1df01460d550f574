import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;
// Without a browser (pre-rendering) nothing says we are offline.
const assumeOnline = () => true;

/**
 * Whether the browser believes it is online, following its online/offline events. Screens
 * that cannot work offline (card payment, admin writes) use it to say so instead of failing.
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, assumeOnline);
}
