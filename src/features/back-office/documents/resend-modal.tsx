import { Alert, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminKeys } from '@/features/back-office/api/admin-queries';
import type { OpenDocument } from '@/features/back-office/api/documents-api';
import { toastSuccess } from '@/domain/auth/auth-toasts';
import { resendInvoice } from '@/domain/documents/invoices';

/**
 * A rejected document corrected and sent again (Circolare 13/E/2018): the same number and date,
 * the recipient's code or PEC fixed, a new file name. The fix can go on the business's own data
 * too, so its next invoices go to the right place.
 */
export function ResendModal({
  document,
  onClose,
}: {
  document: OpenDocument;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [sdiCode, setSdiCode] = useState(document.buyer_sdi_code ?? '');
  const [pec, setPec] = useState(document.buyer_pec ?? '');
  const [updateAccount, setUpdateAccount] = useState(document.buyer_type === 'business');
  const resend = useMutation({
    mutationFn: () =>
      resendInvoice(document.id, {
        sdi_code: sdiCode.trim().toUpperCase() || null,
        pec: pec.trim().toLowerCase() || null,
        update_account: updateAccount,
      }),
    onSuccess: (sent) => {
      toastSuccess(`${sent.label} pronta da inviare di nuovo: file ${sent.file_name ?? ''}`);
      onClose();
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.documents() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.customers() }),
      ]),
  });
  return (
    <Modal opened onClose={onClose} title={`Correggi e invia di nuovo ${document.label}`} centered>
      <Stack gap="md">
        <Text size="sm">
          Stesso numero e stessa data; il nuovo file ha un nome nuovo, come chiede lo SdI. Scarica
          poi l’XML e invialo.
        </Text>
        <TextInput
          label="Codice destinatario (SDI)"
          description="7 caratteri, lettere maiuscole e cifre. Vuoto se il cliente riceve via PEC."
          value={sdiCode}
          onChange={(event) => setSdiCode(event.currentTarget.value)}
          maxLength={7}
        />
        <TextInput
          label="PEC"
          type="email"
          value={pec}
          onChange={(event) => setPec(event.currentTarget.value)}
        />
        {document.buyer_type === 'business' && (
          <Checkbox
            checked={updateAccount}
            onChange={(event) => setUpdateAccount(event.currentTarget.checked)}
            label="Correggi anche i dati del cliente, per le prossime fatture"
          />
        )}
        {resend.isError && (
          <Alert color="red" role="alert">
            {resend.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Annulla
          </Button>
          <Button loading={resend.isPending} onClick={() => resend.mutate()}>
            Correggi e prepara il nuovo invio
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
