import { Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import classes from '@/features/back-office/components/admin-layout.module.css';
import { consentStore, useConsentState } from '@/domain/consent/consent-store';

/**
 * The cookie question inside the console, for the rare admin who reaches it without having
 * answered in the shop (the answer is kept for the whole site, so it is asked once): a bar in
 * the app's own footer that takes its own space, not the shop's banner over the console. The
 * same choices weigh the same (Garante, 10 June 2021); the categories stay in the shop's
 * 'Preferenze cookie'.
 */
export function AdminConsentNotice() {
  const { record } = useConsentState();
  if (record !== null) return null;
  return (
    <section aria-labelledby="admin-consent-title" className={classes.consent}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Text id="admin-consent-title" component="h2" fw={700} size="sm">
            La tua privacy, le tue scelte
          </Text>
          <Text size="sm">
            Usiamo strumenti tecnici necessari, come la sessione. Solo con il tuo consenso alle
            statistiche misuriamo in forma anonima la velocità delle pagine; per il marketing oggi
            non usiamo nulla.{' '}
            <Anchor component={Link} to="/cookie-policy" size="sm">
              Cookie Policy
            </Anchor>
          </Text>
        </div>
        <Group gap="xs">
          <Button variant="default" onClick={() => consentStore.decide('rejected-all')}>
            Rifiuta
          </Button>
          <Button variant="default" onClick={() => consentStore.decide('accepted-all')}>
            Accetta
          </Button>
        </Group>
      </Group>
    </section>
  );
}
