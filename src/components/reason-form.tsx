import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';

/**
 * A refusal with its reason, for the person refused to read (a business request, an order
 * waiting for approval): the note, a confirm button that needs it, and a way back.
 */
export function ReasonForm({
  label,
  confirmLabel,
  loading,
  onConfirm,
  onCancel,
}: {
  label: string;
  confirmLabel: string;
  loading: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Stack gap="xs">
      <Textarea
        label={label}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        maxLength={1000}
        autosize
        minRows={2}
      />
      <Group>
        <Button
          color="red"
          loading={loading}
          disabled={reason.trim() === ''}
          onClick={() => onConfirm(reason.trim())}
        >
          {confirmLabel}
        </Button>
        <Button variant="subtle" onClick={onCancel}>
          Annulla
        </Button>
      </Group>
    </Stack>
  );
}
