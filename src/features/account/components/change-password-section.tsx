import { AccountSection } from '@/features/account/components/account-section';
import { toastSuccess } from '@/domain/auth/auth-toasts';
import { NewPasswordForm } from '@/components/auth/new-password-form';

/** A new password for the signed-in user; the next login wants it. */
export function ChangePasswordSection() {
  return (
    <AccountSection
      title="Password"
      description="Scegline una nuova di almeno 6 caratteri. Resterai connesso su questo dispositivo."
    >
      <NewPasswordForm
        label="Cambia la password"
        submitLabel="Cambia la password"
        onSaved={() => toastSuccess('Password aggiornata')}
      />
    </AccountSection>
  );
}
