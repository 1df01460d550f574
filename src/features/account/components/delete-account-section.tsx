import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { LoadingButton } from '@/components/loading-button';
import classes from '@/features/account/components/account-modal.module.css';
import {
  type AccountDeletionRefusal,
  requestAccountDeletion,
} from '@/features/account/api/delete-account';
import { AccountSection } from '@/features/account/components/account-section';
import { toastSuccess } from '@/domain/auth/auth-toasts';
import { logger } from '@/lib/logger';
import { getSupabase } from '@/lib/supabase';

const refusalMessages: Record<AccountDeletionRefusal, string> = {
  open_orders:
    'Hai ordini non ancora consegnati: potrai eliminare l’account quando saranno consegnati o annullati.',
  admin_account:
    'Gli account amministratore non si eliminano da qui: chiedi a un altro amministratore.',
  failed: 'Non è stato possibile eliminare l’account. Riprova tra qualche minuto.',
};

/**
 * GDPR erasure: after a confirmation the `delete-account` function deletes the account; the
 * orders already placed stay as fiscal records without personal data. This device is then
 * signed out (the session belongs to an account that no longer exists).
 */
export function DeleteAccountSection() {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [refusal, setRefusal] = useState<AccountDeletionRefusal | null>(null);

  const close = () => {
    setConfirming(false);
    setRefusal(null);
  };

  const deleteAccount = async () => {
    setDeleting(true);
    setRefusal(null);
    try {
      const supabase = await getSupabase();
      const outcome = await requestAccountDeletion(supabase);
      if (!outcome.deleted) {
        setRefusal(outcome.reason);
        return;
      }
      await supabase.auth.signOut({ scope: 'local' });
      toastSuccess('Il tuo account è stato eliminato. Grazie di essere stato con noi.');
      void navigate({ to: '/', replace: true });
    } catch (error) {
      logger.error('Eliminazione dell’account non riuscita', error);
      setRefusal('failed');
    } finally {
      setDeleting(false);
    }
  };

  return (
    <AccountSection
      title="Elimina account"
      tone="danger"
      description="Cancella il tuo account e i tuoi dati personali. L’operazione è definitiva."
    >
      {/* Shade 9: the default red is too pale on the danger section's tint (WCAG AA). */}
      <Button color="red.9" variant="outline" onClick={() => setConfirming(true)}>
        Elimina il mio account
      </Button>
      <Modal
        opened={confirming}
        onClose={close}
        title="Eliminare definitivamente l’account?"
        classNames={{ title: classes.title }}
        closeButtonProps={{ 'aria-label': 'Chiudi' }}
      >
        <Stack gap="md">
          <Text>Cancelleremo subito:</Text>
          <List spacing={4}>
            <List.Item>il profilo con i dati di fatturazione;</List.Item>
            <List.Item>gli indirizzi di consegna e il carrello salvato;</List.Item>
            <List.Item>l’iscrizione alla newsletter e i messaggi inviati da qui.</List.Item>
          </List>
          <Text>
            Gli ordini già fatti restano per gli obblighi fiscali (10 anni), senza email, telefono
            né indirizzo: solo CAP e città. Non potrai più accedere con questa email, ma potrai
            registrarti di nuovo.
          </Text>
          {refusal && (
            <Alert color="red" variant="light" role="alert">
              {refusalMessages[refusal]}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-autofocus>
              Annulla
            </Button>
            <LoadingButton color="red" loading={deleting} onClick={() => void deleteAccount()}>
              Elimina definitivamente
            </LoadingButton>
          </Group>
        </Stack>
      </Modal>
    </AccountSection>
  );
}
