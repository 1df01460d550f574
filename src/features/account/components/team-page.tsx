import '@/features/account/components/account-form-styles';
import '@mantine/core/styles/NumberInput.css';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EuroAmountInput, euroAmountOf } from '@/components/euro-amount-input';
import { PageFrame } from '@/components/page-frame';
import { accountKeys, teamQueryOptions } from '@/features/account/api/account-queries';
import {
  inviteMember,
  removeMember,
  revokeInvitation,
  type TeamMember,
  updateMember,
} from '@/features/account/api/business-api';
import { useToastedAction } from '@/hooks/use-toasted-action';
import { useAuth } from '@/domain/auth/auth-context';
import { roleDescriptions, roleLabels } from '@/domain/customer/business-vocabulary';
import { customerProfileQueryOptions } from '@/domain/customer/customer-queries';
import { formatDate, formatEuro } from '@/lib/format';
import { requestOrderFollowUp } from '@/domain/orders/order-follow-up';
import { getSupabase } from '@/lib/supabase';

type MemberRole = 'orders' | 'accounting';

function useTeamChange(userId: string) {
  return useToastedAction({
    failure: 'Non è stato possibile. Riprova.',
    invalidate: [accountKeys.team(userId)],
    // The invitation e-mail leaves at once rather than at the next scheduled run.
    onDone: () => void getSupabase().then(requestOrderFollowUp),
  });
}

function RoleChoice({
  value,
  onChange,
}: {
  value: MemberRole;
  onChange: (role: MemberRole) => void;
}) {
  return (
    <Radio.Group value={value} onChange={(next) => onChange(next as MemberRole)} label="Ruolo">
      <Stack gap={6} mt={6}>
        {(['orders', 'accounting'] as const).map((role) => (
          <Radio
            key={role}
            value={role}
            label={roleLabels[role]}
            description={roleDescriptions[role]}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

function InviteForm({ userId }: { userId: string }) {
  const change = useTeamChange(userId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('orders');
  const [limit, setLimit] = useState<number | string>('');
  return (
    <Card withBorder radius="md" padding="md">
      <form
        aria-label="Invita nel team"
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate(
            {
              run: async () =>
                inviteMember(await getSupabase(), {
                  email: email.trim(),
                  role,
                  purchaseLimit: role === 'orders' ? euroAmountOf(limit) : null,
                }),
              done: `Invito inviato a ${email.trim()}`,
            },
            { onSuccess: () => setEmail('') },
          );
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            Invita una persona
          </Title>
          <TextInput
            label="E-mail"
            type="email"
            inputMode="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            required
          />
          <RoleChoice value={role} onChange={setRole} />
          {role === 'orders' && (
            <EuroAmountInput
              label="Limite di spesa per ordine (facoltativo)"
              description="Sopra questo importo l’ordine aspetta la tua approvazione."
              value={limit}
              onChange={setLimit}
              suffix=" €"
            />
          )}
          <Group>
            <Button type="submit" loading={change.isPending}>
              Invia l’invito
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function MemberRow({ userId, member }: { userId: string; member: TeamMember }) {
  const change = useTeamChange(userId);
  const [editing, setEditing] = useState(false);
  const [role, setRole] = useState<MemberRole>(
    member.role === 'accounting' ? 'accounting' : 'orders',
  );
  const [limit, setLimit] = useState<number | string>(member.purchase_limit ?? '');
  const name = member.full_name ?? member.email ?? 'Senza nome';
  return (
    <Card withBorder radius="md" padding="md" data-testid="team-member">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={700}>{name}</Text>
            <Text size="sm" c="dimmed">
              {member.email} · nel team dal {formatDate(member.joined_at)}
            </Text>
          </div>
          <Badge variant="light" color={member.role === 'owner' ? 'crust' : 'gray'}>
            {roleLabels[member.role]}
            {member.purchase_limit ? ` · fino a ${formatEuro(member.purchase_limit)}` : ''}
          </Badge>
        </Group>
        {member.role !== 'owner' && !editing && (
          <Group gap="xs">
            <Button size="compact-sm" variant="light" onClick={() => setEditing(true)}>
              Cambia ruolo o limite
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              loading={change.isPending}
              onClick={() =>
                change.mutate({
                  run: async () => removeMember(await getSupabase(), member.user_id),
                  done: `${name} non fa più parte del team`,
                })
              }
            >
              Rimuovi dal team
            </Button>
          </Group>
        )}
        {editing && (
          <Stack gap="sm">
            <RoleChoice value={role} onChange={setRole} />
            {role === 'orders' && (
              <EuroAmountInput
                label="Limite di spesa per ordine (facoltativo)"
                value={limit}
                onChange={setLimit}
                suffix=" €"
              />
            )}
            <Group>
              <Button
                loading={change.isPending}
                onClick={() =>
                  change.mutate(
                    {
                      run: async () =>
                        updateMember(await getSupabase(), {
                          userId: member.user_id,
                          role,
                          purchaseLimit: role === 'orders' ? euroAmountOf(limit) : null,
                        }),
                      done: 'Ruolo aggiornato',
                    },
                    { onSuccess: () => setEditing(false) },
                  )
                }
              >
                Salva
              </Button>
              <Button variant="subtle" onClick={() => setEditing(false)}>
                Annulla
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function Team({ userId }: { userId: string }) {
  const customer = useQuery(customerProfileQueryOptions(userId));
  const team = useQuery({ ...teamQueryOptions(userId), enabled: customer.data?.role === 'owner' });
  const change = useTeamChange(userId);
  if (customer.isPending) return <Skeleton height={240} radius="md" mt="lg" />;
  if (customer.data?.role !== 'owner') {
    return (
      <Text mt="lg">
        Il team lo gestisce il titolare di un account business. Puoi chiedere un account business
        dal tuo profilo.
      </Text>
    );
  }
  if (team.isPending) return <Skeleton height={240} radius="md" mt="lg" />;
  if (team.isError) {
    return (
      <Alert color="red" variant="light" mt="lg" title="Team non disponibile">
        Non riusciamo a leggere il tuo team in questo momento.
      </Alert>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt="lg">
      <Stack gap="md">
        <Title order={2} size="h3">
          Chi ordina per {customer.data.company_name}
        </Title>
        {team.data.members.map((member) => (
          <MemberRow key={member.user_id} userId={userId} member={member} />
        ))}
        {team.data.invitations.length > 0 && (
          <>
            <Title order={2} size="h4">
              Inviti in attesa
            </Title>
            {team.data.invitations.map((invitation) => (
              <Card key={invitation.id} withBorder radius="md" padding="sm">
                <Group justify="space-between">
                  <div>
                    <Text>{invitation.email}</Text>
                    <Text size="sm" c="dimmed">
                      {roleLabels[invitation.role]}
                      {invitation.purchase_limit
                        ? ` · fino a ${formatEuro(invitation.purchase_limit)}`
                        : ''}{' '}
                      ·{' '}
                      {invitation.expired
                        ? 'scaduto'
                        : `valido fino al ${formatDate(invitation.expires_at)}`}
                    </Text>
                  </div>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={() =>
                      change.mutate({
                        run: async () => revokeInvitation(await getSupabase(), invitation.id),
                        done: 'Invito ritirato',
                      })
                    }
                  >
                    Ritira
                  </Button>
                </Group>
              </Card>
            ))}
          </>
        )}
      </Stack>
      <InviteForm userId={userId} />
    </SimpleGrid>
  );
}

/**
 * /team: the owner's team (decision 015). Each person orders with their own login and a role —
 * Ordini (with an optional limit per order), Amministrazione — and is removed at once.
 */
export function TeamPage() {
  const { status, user } = useAuth();
  return (
    <PageFrame
      title="Il tuo team"
      lead="Chi ordina e chi tiene i conti per il tuo locale, ognuno con il suo accesso."
    >
      {status === 'loading' && <Skeleton height={240} radius="md" mt="lg" />}
      {status === 'unauthenticated' && <Text mt="lg">Accedi per gestire il tuo team.</Text>}
      {status === 'authenticated' && user && <Team userId={user.id} />}
    </PageFrame>
  );
}
