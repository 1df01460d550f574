import { Button, Paper, Text, Title } from '@mantine/core';
import { consentStore, useConsentState } from '@/domain/consent/consent-store';
import type { ConsentRecord } from '@/domain/consent/consent-record';
import { formatItalianDate } from '@/features/legal/legal-dates';

/** The visitor's current choice in words. */
export function describeConsent(record: ConsentRecord | null): string {
  if (record === null)
    return 'Non hai ancora espresso una scelta: sono attivi solo gli strumenti tecnici.';
  const granted = [
    record.categories.statistics ? 'statistiche' : undefined,
    record.categories.marketing ? 'marketing' : undefined,
  ].filter((name): name is string => name !== undefined);
  const what =
    granted.length === 0 ? 'solo strumenti tecnici' : `strumenti tecnici e ${granted.join(' e ')}`;
  return `Hai scelto: ${what} (scelta del ${formatItalianDate(record.decidedAt.slice(0, 10))}).`;
}

/** The current choice and the button that reopens the banner. */
export function ConsentStatus() {
  const { record } = useConsentState();
  return (
    <Paper withBorder p="lg" mt="xl" radius="md">
      <Title order={2} size="h3">
        Le tue preferenze
      </Title>
      <Text mt="xs">{describeConsent(record)}</Text>
      <Button mt="md" onClick={consentStore.openPreferences}>
        Preferenze cookie
      </Button>
    </Paper>
  );
}
