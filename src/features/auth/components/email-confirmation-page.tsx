import { Button } from '@mantine/core';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import IconLinkOff from '@tabler/icons-react/dist/esm/icons/IconLinkOff.mjs';
import IconMailForward from '@tabler/icons-react/dist/esm/icons/IconMailForward.mjs';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { PageFrame } from '@/components/page-frame';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AuthNotice } from '@/features/auth/components/auth-notice';
import { LinkPending } from '@/features/auth/components/link-pending';
import type { LinkOutcome } from '@/features/auth/link-outcome';
import { useAuth } from '@/domain/auth/auth-context';

const shopButtons = (
  <>
    <Button component={Link} to="/products">
      Scopri i prodotti
    </Button>
    <Button component={Link} to="/profile" variant="outline">
      Completa il profilo
    </Button>
  </>
);

/**
 * Where the sign-up confirmation e-mail lands. supabase-js exchanges the link's code for a
 * session (the provider welcomes the user); this page says what happened. A buyer who signed
 * up on the way to the checkout (`redirectTo`) is taken straight back there, cart and all.
 */
export function EmailConfirmationPage({
  link,
  redirectTo,
}: {
  link: LinkOutcome;
  redirectTo?: string | undefined;
}) {
  const { status, user } = useAuth();
  const navigate = useNavigate();
  // supabase-js removes the code from the address once used: remember what the link was.
  const [openedLink] = useState(link);

  useEffect(() => {
    if (
      redirectTo &&
      status === 'authenticated' &&
      openedLink !== 'expired' &&
      openedLink !== 'failed'
    ) {
      void navigate({ href: redirectTo, replace: true });
    }
  }, [redirectTo, status, openedLink, navigate]);

  let content;
  if (openedLink === 'expired' || openedLink === 'failed') {
    content = (
      <AuthNotice
        icon={IconLinkOff}
        tone="warning"
        title="Link non valido"
        actions={
          <Button component={Link} to="/register">
            Registrati di nuovo
          </Button>
        }
      >
        {openedLink === 'expired'
          ? 'Il link di conferma è scaduto o è già stato usato. Se non hai ancora confermato, registrati di nuovo con la stessa email: ti invieremo un nuovo link.'
          : 'Non è stato possibile confermare la tua email con questo link. Registrati di nuovo con la stessa email per riceverne uno nuovo.'}
      </AuthNotice>
    );
  } else if (status === 'loading') {
    content = <LinkPending label="Conferma dell’email in corso…" />;
  } else if (status === 'authenticated' && user) {
    content = (
      <AuthNotice
        icon={IconCircleCheck}
        title={openedLink === 'code' ? 'Email confermata' : 'Account già attivo'}
        actions={shopButtons}
      >
        Il tuo account è attivo e sei già dentro come <strong>{user.email}</strong>. Buoni acquisti!
      </AuthNotice>
    );
  } else if (openedLink === 'code') {
    // The address was confirmed before the redirect; only the sign-in needs this browser.
    content = (
      <AuthNotice
        icon={IconCircleCheck}
        title="Email confermata"
        actions={
          <Button
            renderRoot={(props) => (
              <Link to="/login" search={redirectTo ? { redirect: redirectTo } : {}} {...props} />
            )}
          >
            Accedi
          </Button>
        }
      >
        Il tuo account è attivo. Accedi con la tua email e la password scelta alla registrazione.
      </AuthNotice>
    );
  } else {
    content = (
      <AuthNotice icon={IconMailForward} title="Controlla la tua email">
        Per attivare il tuo account apri il link di conferma che ti abbiamo inviato dopo la
        registrazione.
      </AuthNotice>
    );
  }

  return (
    <PageFrame title="Conferma email" narrow>
      <AuthCard>{content}</AuthCard>
    </PageFrame>
  );
}
