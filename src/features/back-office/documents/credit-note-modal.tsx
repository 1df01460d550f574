import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminKeys } from '@/features/back-office/api/admin-queries';
import {
  type CreditableLine,
  type CreditNoteForm,
  creditNoteRequest,
  creditReasonLabels,
  emptyCreditNoteForm,
} from '@/features/back-office/documents/credit-note-request';
import { toastSuccess } from '@/domain/auth/auth-toasts';
import { issueFiscalDocument } from '@/domain/documents/invoices';
import { formatEuro } from '@/lib/format';

/**
 * A credit note (TD04) for an invoiced order: a return of some packs, or a refund or a
 * cancellation of everything still to credit. It refers to the order's invoice and is checked
 * like every document before it gets its number.
 */
export function CreditNoteModal({
  orderId,
  lines,
  opened,
  onClose,
}: {
  orderId: string;
  lines: CreditableLine[];
  opened: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<CreditNoteForm>(() => emptyCreditNoteForm(lines));
  const [error, setError] = useState<string | null>(null);
  const issue = useMutation({
    mutationFn: issueFiscalDocument,
    onSuccess: (document) => {
      toastSuccess(`Nota di credito ${document.label} emessa: ${formatEuro(-document.total)}`);
      setForm(emptyCreditNoteForm(lines));
      onClose();
    },
    onError: (failure) => setError(failure.message),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.documents() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
      ]),
  });

  function submit() {
    const built = creditNoteRequest(orderId, lines, form);
    if (!built.ok) {
      setError(built.message);
      return;
    }
    setError(null);
    issue.mutate(built.request);
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Nota di credito" centered size="lg">
      <Stack gap="md">
        <SegmentedControl
          value={form.reason}
          onChange={(value) => setForm({ ...form, reason: value as CreditNoteForm['reason'] })}
          data={Object.entries(creditReasonLabels).map(([value, label]) => ({ value, label }))}
          aria-label="Motivo"
        />
        <Checkbox
          checked={form.whole}
          onChange={(event) => setForm({ ...form, whole: event.currentTarget.checked })}
          label="Tutto ciò che resta da stornare (prodotti e spedizione)"
        />
        {!form.whole && (
          <Stack gap="xs">
            {lines.map((line) => (
              <NumberInput
                key={line.itemId}
                label={`${line.productName}: confezioni da stornare (su ${line.quantity})`}
                value={form.packs[line.itemId] ?? ''}
                onChange={(value) =>
                  setForm({
                    ...form,
                    packs: { ...form.packs, [line.itemId]: typeof value === 'number' ? value : '' },
                  })
                }
                allowDecimal={false}
                min={0}
                max={line.quantity}
              />
            ))}
            <Checkbox
              checked={form.shipping}
              onChange={(event) => setForm({ ...form, shipping: event.currentTarget.checked })}
              label="Storna anche le spese di trasporto"
            />
          </Stack>
        )}
        <Textarea
          label="Descrizione (facoltativa)"
          description="Compare nella nota di credito, dopo il riferimento alla fattura."
          value={form.description}
          onChange={(event) => setForm({ ...form, description: event.currentTarget.value })}
          maxLength={500}
          autosize
          minRows={2}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          Gli importi si calcolano sui prezzi fatturati, sconti compresi.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Annulla
          </Button>
          <Button loading={issue.isPending} onClick={submit}>
            Emetti la nota di credito
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
