import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type RunningStack } from '../../../supabase/local/stack.ts';
import { publicTables } from './public-tables.ts';

// Security properties of the migrations read straight from pg_catalog (a subset of Supabase's
// splinter lints, as hard checks). The shared stack's database is not reachable from tests, so
// this file boots its own in-memory stack with the same migrations and reads stack.ctx.db.

let stack: RunningStack;

beforeAll(async () => {
  stack = await startStack({ port: 0, memory: true, seed: false });
});
afterAll(() => stack.stop());

async function rows<Row>(sql: string): Promise<Row[]> {
  return (await stack.ctx.db.query<Row>(sql)).rows;
}

const ownFunctions = `
  select p.oid, n.nspname as schema, p.proname as name, p.prosecdef as definer, p.proconfig as config
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  where n.nspname in ('public', 'private')
    and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`;

describe('tables', () => {
  it('are exactly the ones the RLS matrix covers', async () => {
    const tables = await rows<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f') order by 1`,
    );
    expect(tables.map((table) => table.name)).toEqual([...publicTables]);
  });

  it('all have row level security, at least one policy and a comment', async () => {
    const report = await rows<{
      name: string;
      rls: boolean;
      policies: number;
      comment: string | null;
    }>(
      `select c.relname as name, c.relrowsecurity as rls,
              (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies,
              obj_description(c.oid, 'pg_class') as comment
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'`,
    );
    for (const table of report) {
      expect(table.rls, `${table.name}: RLS`).toBe(true);
      expect(table.policies, `${table.name}: policies`).toBeGreaterThan(0);
      expect(table.comment, `${table.name}: comment`).toEqual(expect.stringMatching(/\S{10,}/));
    }
  });

  it('grant the API roles no TRUNCATE, REFERENCES or TRIGGER', async () => {
    const grants = await rows<{ name: string; role: string; privilege: string }>(
      `select c.relname as name, r.role, p.privilege
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        cross join (values ('anon'), ('authenticated')) r(role)
        cross join (values ('TRUNCATE'), ('REFERENCES'), ('TRIGGER')) p(privilege)
        where n.nspname = 'public' and c.relkind = 'r' and has_table_privilege(r.role, c.oid, p.privilege)`,
    );
    expect(grants).toEqual([]);
  });

  it('index every foreign key', async () => {
    const unindexed = await rows<{ name: string; constraint: string }>(
      `select c.conrelid::regclass::text as name, c.conname as constraint
         from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'
          and not exists (
            select 1 from pg_index i
             where i.indrelid = c.conrelid
               and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] = c.conkey
          )`,
    );
    expect(unindexed).toEqual([]);
  });
});

describe('policies', () => {
  it('call auth functions once per statement, as (select auth.uid())', async () => {
    const perRow = await rows<{ policy: string }>(
      `select tablename || ': ' || policyname as policy from pg_policies
        where schemaname in ('public', 'storage')
          and (coalesce(qual, '') || ' ' || coalesce(with_check, '')) ~ 'auth\\.(uid|jwt|role|email)\\(\\)'
          and lower(coalesce(qual, '') || ' ' || coalesce(with_check, '')) !~ 'select auth\\.(uid|jwt|role|email)\\(\\)'`,
    );
    expect(perRow).toEqual([]);
  });

  it('never read user_metadata and never allow writes with a bare true', async () => {
    const suspicious = await rows<{ policy: string }>(
      `select tablename || ': ' || policyname as policy from pg_policies
        where schemaname in ('public', 'storage')
          and (
            (coalesce(qual, '') || coalesce(with_check, '')) ilike '%user_metadata%'
            or (cmd <> 'SELECT' and (qual = 'true' or with_check = 'true'))
          )`,
    );
    expect(suspicious).toEqual([]);
  });

  it('are one permissive policy per table, role and command', async () => {
    const duplicates = await rows<{ key: string }>(
      `select tablename || ' ' || role || ' ' || command as key
         from pg_policies, unnest(roles) role,
              unnest(case cmd when 'ALL' then array['SELECT', 'INSERT', 'UPDATE', 'DELETE'] else array[cmd] end) command
        where schemaname = 'public' and permissive = 'PERMISSIVE'
        group by 1 having count(*) > 1`,
    );
    expect(duplicates).toEqual([]);
  });
});

// Per-row SQL helpers that PostgreSQL expands into the calling query (issue 22): a SET clause
// would make each row a function call. They name only pg_catalog operators, so no search_path
// can change what they mean, and may never run with their owner's rights.
const inlinableHelpers = ['private.counts_as_revenue'];

describe('functions', () => {
  it('all fix search_path to the empty string, except the inlinable per-row helpers', async () => {
    const mutable = await rows<{ name: string }>(
      `select schema || '.' || name as name from (${ownFunctions}) f
        where not coalesce(config, '{}') @> array['search_path=""'] order by 1`,
    );
    expect(mutable.map((fn) => fn.name)).toEqual(inlinableHelpers);
  });

  it('keep the inlinable helpers inlinable: plain SQL, immutable, no SET, not SECURITY DEFINER', async () => {
    const helpers = await rows<{ name: string; language: string; volatility: string }>(
      `select f.schema || '.' || f.name as name, l.lanname as language, p.provolatile as volatility
         from (${ownFunctions}) f
         join pg_proc p on p.oid = f.oid
         join pg_language l on l.oid = p.prolang
        where f.config is null and not f.definer order by 1`,
    );
    expect(helpers).toEqual(
      inlinableHelpers.map((name) => ({ name, language: 'sql', volatility: 'i' })),
    );
  });

  it('grant nothing to PUBLIC', async () => {
    const open = await rows<{ name: string }>(
      `select schema || '.' || name as name from (${ownFunctions}) f
        join pg_proc p on p.oid = f.oid
        where p.proacl is null
           or exists (select 1 from aclexplode(p.proacl) a where a.grantee = 0 and a.privilege_type = 'EXECUTE')`,
    );
    expect(open).toEqual([]);
  });

  it('expose exactly the intended SECURITY DEFINER entry points, none to anon', async () => {
    const definers = await rows<{ name: string; anon: boolean; authenticated: boolean }>(
      `select name, has_function_privilege('anon', oid, 'EXECUTE') as anon,
              has_function_privilege('authenticated', oid, 'EXECUTE') as authenticated
         from (${ownFunctions}) f where schema = 'public' and definer order by name`,
    );
    // The payment entry points are for the edge functions only (service_role); the admin
    // console's statistics check private.require_admin() before reading anything.
    expect(definers).toEqual([
      // Business accounts (issue 36): each acts for the caller's own account, by role
      // (private.require_customer_for), or checks private.require_admin() first.
      { name: 'account_statement', anon: false, authenticated: true },
      { name: 'admin_business_requests', anon: false, authenticated: true },
      { name: 'admin_customer', anon: false, authenticated: true },
      { name: 'admin_customers', anon: false, authenticated: true },
      { name: 'admin_dashboard', anon: false, authenticated: true },
      { name: 'admin_expected_standing_packs', anon: false, authenticated: true },
      { name: 'admin_open_fiscal_documents', anon: false, authenticated: true },
      { name: 'admin_orders', anon: false, authenticated: true },
      { name: 'admin_overdue_accounts', anon: false, authenticated: true },
      { name: 'admin_payment_summary', anon: false, authenticated: true },
      { name: 'admin_review_business_request', anon: false, authenticated: true },
      // Business prices (issue 23): checks private.is_admin() before writing anything.
      { name: 'admin_save_price_list', anon: false, authenticated: true },
      { name: 'admin_set_business_terms', anon: false, authenticated: true },
      // Fiscal documents (issue 37): drafts, lists and admin actions check private.require_admin();
      // what numbers or records a document is for the invoices / sdi-receipts functions only.
      { name: 'admin_set_invoicing_mode', anon: false, authenticated: true },
      { name: 'answer_business_invitation', anon: false, authenticated: true },
      { name: 'approve_order_request', anon: false, authenticated: true },
      { name: 'business_team', anon: false, authenticated: true },
      { name: 'cancel_order', anon: false, authenticated: true },
      // Standing orders (issue 23): each acts only on the caller's own standing order.
      { name: 'change_standing_delivery', anon: false, authenticated: true },
      { name: 'claim_account_mails', anon: false, authenticated: false },
      { name: 'claim_order_confirmation', anon: false, authenticated: false },
      { name: 'claim_order_notifications', anon: false, authenticated: false },
      // order-follow-up only (issue 42): the pushes due, then what the push service answered.
      { name: 'claim_push_deliveries', anon: false, authenticated: false },
      { name: 'claim_standing_order_mails', anon: false, authenticated: false },
      { name: 'close_order_request', anon: false, authenticated: true },
      { name: 'current_customer', anon: false, authenticated: true },
      { name: 'expire_checkout_session', anon: false, authenticated: false },
      { name: 'finish_account_mail', anon: false, authenticated: false },
      { name: 'finish_order_notification', anon: false, authenticated: false },
      { name: 'finish_push_delivery', anon: false, authenticated: false },
      { name: 'finish_standing_order_mail', anon: false, authenticated: false },
      { name: 'fiscal_document_draft', anon: false, authenticated: true },
      { name: 'invite_business_member', anon: false, authenticated: true },
      { name: 'invoice_resend_draft', anon: false, authenticated: true },
      { name: 'invoicing_due', anon: false, authenticated: true },
      { name: 'is_admin', anon: false, authenticated: true },
      { name: 'issue_delivery_note', anon: false, authenticated: true },
      { name: 'issue_delivery_notes_for_day', anon: false, authenticated: true },
      { name: 'issue_fiscal_document', anon: false, authenticated: false },
      { name: 'leave_business', anon: false, authenticated: true },
      { name: 'mark_order_paid', anon: false, authenticated: false },
      { name: 'mark_order_refunded', anon: false, authenticated: false },
      { name: 'my_business_invitations', anon: false, authenticated: true },
      // The account's documents of one order: admins, the owner and Amministrazione.
      { name: 'order_documents', anon: false, authenticated: true },
      { name: 'orders_to_refund', anon: false, authenticated: false },
      { name: 'place_order', anon: false, authenticated: true },
      { name: 'production_plan', anon: false, authenticated: true },
      { name: 'record_checkout_session', anon: false, authenticated: false },
      // Admins only: the function checks private.is_admin() before anything else (issue 21).
      { name: 'record_payment', anon: false, authenticated: true },
      // order-follow-up only (issue 40): a refund Stripe refused, its next attempt.
      { name: 'record_refund_failure', anon: false, authenticated: false },
      { name: 'record_sdi_receipt', anon: false, authenticated: false },
      { name: 'release_expired_payment_holds', anon: false, authenticated: false },
      { name: 'release_order_confirmation', anon: false, authenticated: false },
      { name: 'remove_business_member', anon: false, authenticated: true },
      { name: 'request_business_account', anon: false, authenticated: true },
      { name: 'resend_invoice', anon: false, authenticated: false },
      { name: 'revoke_business_invitation', anon: false, authenticated: true },
      { name: 'run_payment_reminders', anon: false, authenticated: false },
      { name: 'run_standing_order_schedule', anon: false, authenticated: false },
      // The caller's own device only (auth.uid()); admin topics need an admin (issue 42).
      { name: 'save_push_subscription', anon: false, authenticated: true },
      { name: 'save_standing_order', anon: false, authenticated: true },
      { name: 'sdi_receipt_target', anon: false, authenticated: true },
      { name: 'set_business_closed_weekdays', anon: false, authenticated: true },
      { name: 'set_standing_order_status', anon: false, authenticated: true },
      { name: 'skip_standing_delivery', anon: false, authenticated: true },
      // Another customer's deliveries only for admins (checked in the function).
      { name: 'standing_order_deliveries', anon: false, authenticated: true },
      { name: 'update_business_member', anon: false, authenticated: true },
      { name: 'void_rejected_invoice', anon: false, authenticated: true },
      { name: 'withdraw_business_request', anon: false, authenticated: true },
    ]);
  });

  it('let visitors call only the read-only helpers', async () => {
    const forAnon = await rows<{ name: string }>(
      `select name from (${ownFunctions}) f
        where schema = 'public' and has_function_privilege('anon', oid, 'EXECUTE') order by name`,
    );
    expect(forAnon.map((fn) => fn.name)).toEqual([
      'available_delivery_dates',
      'is_delivery_day',
      'is_italian_public_holiday',
      'quote_order',
      'shop_closure_on',
    ]);
  });

  it('keep the private schema out of the API', () => {
    expect(stack.ctx.config.api.schemas).not.toContain('private');
  });
});

describe('storage and realtime', () => {
  it('create the three public media buckets with size and type limits', async () => {
    const buckets = await rows<{ id: string; public: boolean; limit: string; types: string[] }>(
      `select id, public, file_size_limit::text as limit, allowed_mime_types as types
         from storage.buckets where id in ('product-images', 'carousel-media', 'blog-images') order by id`,
    );
    const images = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml'];
    expect(buckets).toEqual([
      { id: 'blog-images', public: true, limit: '5242880', types: images },
      {
        id: 'carousel-media',
        public: true,
        limit: '52428800',
        types: [...images, 'video/mp4', 'video/webm'],
      },
      { id: 'product-images', public: true, limit: '5242880', types: images },
    ]);
  });

  it('have no policy that lets visitors list files', async () => {
    const listing = await rows<{ policyname: string }>(
      `select policyname from pg_policies
        where schemaname = 'storage' and tablename = 'objects' and cmd in ('SELECT', 'ALL')
          and roles && array['public', 'anon']::name[]`,
    );
    expect(listing).toEqual([]);
  });

  it('publish orders and admin notifications to Realtime', async () => {
    const published = await rows<{ name: string }>(
      `select tablename as name from pg_publication_tables
        where pubname = 'supabase_realtime' and schemaname = 'public' order by 1`,
    );
    expect(published.map((table) => table.name)).toEqual(['admin_notifications', 'orders']);
  });
});
