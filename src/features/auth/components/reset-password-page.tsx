import { Button } from '@mantine/core';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import IconLinkOff from '@tabler/icons-react/dist/esm/icons/IconLinkOff.mjs';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PageFrame } from '@/components/page-frame';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AuthNotice } from '@/features/auth/components/auth-notice';
import { LinkPending } from '@/features/auth/components/link-pending';
import type { LinkOutcome } from '@/features/auth/link-outcome';
import { useAuth } from '@/domain/auth/auth-context';
import { NewPasswordForm } from '@/components/auth/new-password-form';

const requestNewLink = (
  <Button component={Link} to="/forgot-password">
    Richiedi un nuovo link
  </Button>
);

/**
 * The page the recovery e-mail opens. supabase-js turns the link's code into a (recovery)
 * session; with it the visitor chooses a new password. A bad, used or foreign-browser link is
 * said plainly, with the way to a new one.
 */
export function ResetPasswordPage({ link }: { link: LinkOutcome }) {
  const { status } = useAuth();
  // supabase-js removes the code from the address once used: remember what the link was.
  const [openedLink] = useState(link);
  const [saved, setSaved] = useState(false);

  let content;
  if (saved) {
    content = (
      <AuthNotice
        icon={IconCircleCheck}
        title="Password aggiornata"
        actions={
          <>
            <Button component={Link} to="/profile">
              Vai al tuo profilo
            </Button>
            <Button component={Link} to="/products" variant="outline">
              Vai ai prodotti
            </Button>
          </>
        }
      >
        Da ora accedi con la nuova password. Sei già dentro: puoi continuare da qui.
      </AuthNotice>
    );
  } else if (openedLink === 'expired' || openedLink === 'failed') {
    content = (
      <AuthNotice
        icon={IconLinkOff}
        tone="warning"
        title="Link non valido"
        actions={requestNewLink}
      >
        {openedLink === 'expired'
          ? 'Il link è scaduto o è già stato usato. Richiedine uno nuovo: vale un’ora.'
          : 'Non è stato possibile verificare il link. Richiedine uno nuovo.'}
      </AuthNotice>
    );
  } else if (status === 'loading') {
    content = <LinkPending label="Verifica del link in corso…" />;
  } else if (status === 'authenticated') {
    content = (
      <NewPasswordForm
        label="Scegli la nuova password"
        submitLabel="Salva la nuova password"
        onSaved={() => setSaved(true)}
      />
    );
  } else {
    content = (
      <AuthNotice
        icon={IconLinkOff}
        tone="warning"
        title="Apri il link dall’email"
        actions={requestNewLink}
      >
        {openedLink === 'code'
          ? 'Questo link va aperto nello stesso browser in cui hai chiesto il reset della password, oppure è già stato usato.'
          : 'Per scegliere una nuova password apri il link che ti abbiamo inviato via email.'}
      </AuthNotice>
    );
  }

  return (
    <PageFrame title="Nuova password" lead="Scegli la nuova password del tuo account." narrow>
      <AuthCard>{content}</AuthCard>
    </PageFrame>
  );
}
