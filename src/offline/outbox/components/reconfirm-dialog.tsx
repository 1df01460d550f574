import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { formatEuro } from '@/lib/format';
import type { OutboxEntry } from '@/offline/outbox/order-outbox-types';
import { quoteDifferences } from '@/offline/outbox/quote-differences';

export interface ReconfirmDialogProps {
  entry: OutboxEntry | null;
  busy: boolean;
  onConfirm(entry: OutboxEntry): void;
  onCancelOrder(entry: OutboxEntry): void;
  onClose(): void;
}

/**
 * The server re-priced an order prepared offline and something changed: the buyer sees what
 * and decides. Nothing is placed until they confirm.
 */
export function ReconfirmDialog({
  entry,
  busy,
  onConfirm,
  onCancelOrder,
  onClose,
}: ReconfirmDialogProps) {
  const newQuote = entry?.newQuote;
  return (
    <Modal
      opened={Boolean(entry && newQuote)}
      onClose={onClose}
      title="Conferma i nuovi prezzi"
      centered
    >
      {entry && newQuote && (
        <Stack gap="md">
          <Text>
            Mentre eri offline qualcosa è cambiato. L&apos;ordine sarà inviato solo se confermi.
          </Text>
          <List spacing="xs" aria-label="Cosa è cambiato">
            {quoteDifferences(entry.quote, newQuote).map((difference) => (
              <List.Item key={difference}>{difference}</List.Item>
            ))}
          </List>
          <Text fw={700}>Nuovo totale: {formatEuro(newQuote.total)}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => onCancelOrder(entry)} disabled={busy}>
              Annulla ordine
            </Button>
            <Button onClick={() => onConfirm(entry)} loading={busy}>
              Conferma ordine
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
