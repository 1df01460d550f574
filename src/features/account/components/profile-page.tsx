import '@/features/account/components/account-form-styles';
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageFrame } from '@/components/page-frame';
import { profileQueryOptions } from '@/features/account/api/account-queries';
import { AccountSection } from '@/features/account/components/account-section';
import { BusinessAccountSection } from '@/features/account/components/business-account-section';
import { ChangePasswordSection } from '@/features/account/components/change-password-section';
import { DeleteAccountSection } from '@/features/account/components/delete-account-section';
import { DeliveryAddressesSection } from '@/features/account/components/delivery-addresses-section';
import { PendingInvitationsNotice } from '@/features/account/components/pending-invitations-notice';
import { ProfileDetailsForm } from '@/features/account/components/profile-details-form';
import { SignInPrompt } from '@/features/account/components/sign-in-prompt';
import classes from '@/features/account/components/profile-page.module.css';
import { useAuth } from '@/domain/auth/auth-context';
import { customerProfileQueryOptions } from '@/domain/customer/customer-queries';
import { PushSettings } from '@/offline/push/push-settings';

function ProfileDetailsSection({ userId }: { userId: string }) {
  const profile = useQuery(profileQueryOptions(userId));
  let content;
  if (profile.isPending) {
    content = <Skeleton height={180} radius="md" />;
  } else if (profile.isError) {
    content = (
      <Alert color="red" variant="light" title="Profilo non disponibile">
        Non riusciamo a leggere i tuoi dati in questo momento.{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void profile.refetch()}>
          Riprova
        </Button>
      </Alert>
    );
  } else {
    // A new form when the stored row changes elsewhere (another device): no stale values.
    content = <ProfileDetailsForm key={profile.data.updated_at} profile={profile.data} />;
  }
  return (
    <AccountSection title="Dati personali" description="Come ti chiamiamo e come ti contattiamo.">
      {content}
    </AccountSection>
  );
}

/**
 * The account's delivery addresses, managed by whoever manages the account: a member of a
 * team uses the business's addresses and is told who changes them.
 */
function AddressesSection({ userId }: { userId: string }) {
  const customer = useQuery(customerProfileQueryOptions(userId));
  if (customer.data && !customer.data.permissions.manage) {
    return (
      <AccountSection title="Indirizzi di consegna">
        <Text>
          Usi gli indirizzi di {customer.data.company_name ?? 'questa attività'}: li aggiunge e li
          modifica il titolare.
        </Text>
      </AccountSection>
    );
  }
  return <DeliveryAddressesSection userId={userId} />;
}

/** This device's and the other devices' notifications, with the customer's topics (issue 42). */
function NotificationsSection({ userId }: { userId: string }) {
  const customer = useQuery(customerProfileQueryOptions(userId));
  return (
    <AccountSection
      title="Notifiche"
      description="Gli avvisi che arrivano sul telefono o sul tablet anche ad app chiusa: ordine fisso, consegne, approvazioni e pagamenti."
    >
      <PushSettings
        userId={userId}
        audience="customer"
        approves={customer.data?.customer_type === 'business' && customer.data.permissions.manage}
      />
    </AccountSection>
  );
}

/**
 * /profile: the signed-in user's data, business account, delivery addresses, notifications,
 * password and account deletion. Without a user nothing can be changed: the page invites to sign in (spec §4).
 */
export function ProfilePage() {
  const { status, user } = useAuth();
  return (
    <PageFrame
      title="Il mio profilo"
      lead="I tuoi dati, gli indirizzi di consegna e la sicurezza del tuo account."
    >
      {status === 'loading' && <Skeleton height={240} radius="md" mt="lg" />}
      {status === 'unauthenticated' && <SignInPrompt />}
      {status === 'authenticated' && user && (
        <Stack gap="lg" mt="lg" className={classes.sections}>
          <PendingInvitationsNotice userId={user.id} />
          <ProfileDetailsSection userId={user.id} />
          <BusinessAccountSection userId={user.id} />
          <AddressesSection userId={user.id} />
          <NotificationsSection userId={user.id} />
          <ChangePasswordSection />
          <DeleteAccountSection />
        </Stack>
      )}
    </PageFrame>
  );
}
