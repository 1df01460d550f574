import { Anchor, Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTrackingUrl } from '@/features/back-office/orders/use-order-payment';

/**
 * The courier's tracking link: entered before marking the order shipped, it goes in the
 * shipping e-mail and on the customer's order page.
 */
export function TrackingLinkForm({
  orderId,
  trackingUrl,
}: {
  orderId: string;
  trackingUrl: string | null;
}) {
  const [value, setValue] = useState(trackingUrl ?? '');
  const save = useTrackingUrl(orderId);
  const trimmed = value.trim();
  const valid = trimmed === '' || /^https:\/\/\S+$/.test(trimmed);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) save.mutate(trimmed === '' ? null : trimmed);
      }}
    >
      <Group align="flex-end" gap="sm" mt="md">
        <TextInput
          label="Link di tracciamento del corriere"
          placeholder="https://…"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={valid ? undefined : 'Il link deve iniziare con https:// e non avere spazi.'}
          style={{ flex: 1, minWidth: 240 }}
        />
        <Button type="submit" variant="outline" loading={save.isPending} disabled={!valid}>
          Salva link
        </Button>
      </Group>
      {trackingUrl && (
        <Text size="sm" mt={4}>
          <Anchor href={trackingUrl} target="_blank" rel="noopener noreferrer">
            Apri il tracciamento
          </Anchor>
        </Text>
      )}
    </form>
  );
}
