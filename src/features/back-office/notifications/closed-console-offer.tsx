import { useSyncExternalStore } from 'react';
import { alertPreference } from '@/features/back-office/notifications/alert-preference';
import { useAuth } from '@/domain/auth/auth-context';
import { PushOptIn } from '@/offline/push/push-opt-in';

/**
 * Once the admin switches the console's alerts on, the offer to get them with the console
 * closed too (Web Push, issue 42): the moment that explains the question.
 */
export function ClosedConsoleOffer() {
  const alertsOn = useSyncExternalStore(
    alertPreference.subscribe,
    alertPreference.get,
    () => false,
  );
  const { user } = useAuth();
  if (!alertsOn || !user) return null;
  return (
    <PushOptIn
      userId={user.id}
      audience="office"
      reason="Gli avvisi sonori suonano solo a console aperta. Vuoi ricevere nuovi ordini, richieste business e pagamenti come notifiche anche a console chiusa?"
      dismissKey="console-alerts"
    />
  );
}
