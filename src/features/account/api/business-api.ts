import type { BusinessRequestData } from '@/domain/auth/business-request-form';
import { dataOrThrow, okOrThrow } from '@/lib/api-error';
import type { ApiClient } from '@/features/account/api/api-client';
import type { TeamRole } from '@/domain/customer/current-customer';

// The business-account calls of the profile, team and invitation pages (decision 015). Each
// is a database function that acts only for the caller's own account, by role.

export async function requestBusinessAccount(
  client: ApiClient,
  data: BusinessRequestData,
): Promise<void> {
  okOrThrow(await client.rpc('request_business_account', { data: { ...data } }));
}

export async function withdrawBusinessRequest(client: ApiClient): Promise<void> {
  okOrThrow(await client.rpc('withdraw_business_request'));
}

export async function setClosedWeekdays(client: ApiClient, weekdays: number[]): Promise<void> {
  okOrThrow(await client.rpc('set_business_closed_weekdays', { weekdays }));
}

export async function leaveBusiness(client: ApiClient): Promise<void> {
  okOrThrow(await client.rpc('leave_business'));
}

export interface TeamMember {
  user_id: string;
  role: TeamRole;
  purchase_limit: number | null;
  full_name: string | null;
  email: string | null;
  joined_at: string;
}

export interface TeamInvitation {
  id: string;
  email: string;
  role: Exclude<TeamRole, 'owner'>;
  purchase_limit: number | null;
  created_at: string;
  expires_at: string;
  expired: boolean;
}

export interface Team {
  members: TeamMember[];
  invitations: TeamInvitation[];
}

export async function fetchTeam(client: ApiClient): Promise<Team> {
  return dataOrThrow(await client.rpc('business_team')) as unknown as Team;
}

export async function inviteMember(
  client: ApiClient,
  invitation: { email: string; role: Exclude<TeamRole, 'owner'>; purchaseLimit: number | null },
): Promise<void> {
  okOrThrow(
    await client.rpc('invite_business_member', {
      p_email: invitation.email,
      p_role: invitation.role,
      p_purchase_limit: invitation.purchaseLimit ?? undefined,
    }),
  );
}

export async function revokeInvitation(client: ApiClient, invitationId: string): Promise<void> {
  okOrThrow(await client.rpc('revoke_business_invitation', { p_invitation_id: invitationId }));
}

export async function updateMember(
  client: ApiClient,
  member: { userId: string; role: Exclude<TeamRole, 'owner'>; purchaseLimit: number | null },
): Promise<void> {
  okOrThrow(
    await client.rpc('update_business_member', {
      p_user_id: member.userId,
      p_role: member.role,
      p_purchase_limit: member.purchaseLimit ?? undefined,
    }),
  );
}

export async function removeMember(client: ApiClient, userId: string): Promise<void> {
  okOrThrow(await client.rpc('remove_business_member', { p_user_id: userId }));
}

export interface MyInvitation {
  id: string;
  company_name: string | null;
  role: Exclude<TeamRole, 'owner'>;
  purchase_limit: number | null;
  expires_at: string;
  invited_by: string | null;
}

export async function fetchMyInvitations(client: ApiClient): Promise<MyInvitation[]> {
  return dataOrThrow(await client.rpc('my_business_invitations')) as unknown as MyInvitation[];
}

export async function answerInvitation(
  client: ApiClient,
  invitationId: string,
  accept: boolean,
): Promise<void> {
  okOrThrow(
    await client.rpc('answer_business_invitation', {
      p_invitation_id: invitationId,
      p_accept: accept,
    }),
  );
}
