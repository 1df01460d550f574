/**
 * The admins' recovery path (decision 016): removes every second factor of one account, so an
 * admin who lost their authenticator app enrols a new one at the next console visit. Removing
 * a factor drops the sessions it raised to aal2. The same as the dashboard's Authentication →
 * Users → the user → remove the MFA factor.
 *
 *   SUPABASE_URL=https://<ref>.supabase.co SUPABASE_SERVICE_ROLE_KEY=<service role key> \
 *     npm run reset-second-factor -- <email>
 *
 * The service role key bypasses RLS: keep it out of the shell history and never ship it.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { z } from 'zod';

const envSchema = z.object({
  SUPABASE_URL: z.url(),
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(20),
});

const PAGE_SIZE = 1000;

/** The auth admin API has no lookup by e-mail: page through the users. */
async function userIdByEmail(supabase: SupabaseClient, email: string): Promise<string | undefined> {
  for (let page = 1; ; page += 1) {
    const { data, error } = await supabase.auth.admin.listUsers({ page, perPage: PAGE_SIZE });
    if (error) throw error;
    const found = data.users.find((user) => user.email?.toLowerCase() === email.toLowerCase());
    if (found) return found.id;
    if (data.users.length < PAGE_SIZE) return undefined;
  }
}

async function main(): Promise<number> {
  const email = process.argv[2]?.trim();
  const env = envSchema.safeParse(process.env);
  if (!email || !env.success) {
    console.error(
      'Usage: SUPABASE_URL=… SUPABASE_SERVICE_ROLE_KEY=… npm run reset-second-factor -- <email>',
    );
    return 2;
  }
  const supabase = createClient(env.data.SUPABASE_URL, env.data.SUPABASE_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket; supabase-js needs one (SUPABASE-API.md §0.1-2).
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const userId = await userIdByEmail(supabase, email);
  if (!userId) {
    console.error(`No account ${email}.`);
    return 1;
  }
  const listed = await supabase.auth.admin.mfa.listFactors({ userId });
  if (listed.error) throw listed.error;
  for (const factor of listed.data.factors) {
    const deleted = await supabase.auth.admin.mfa.deleteFactor({ userId, id: factor.id });
    if (deleted.error) throw deleted.error;
    console.log(
      `Removed ${factor.factor_type} factor "${factor.friendly_name ?? ''}" (${factor.id}).`,
    );
  }
  console.log(
    `${email}: ${listed.data.factors.length} second factor(s) removed; a new one is enrolled at the next console visit.`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
