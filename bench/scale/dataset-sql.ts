/**
 * Set-based SQL that grows the scale benchmark's synthetic shop: customers and orders are
 * numbered (bench customer c, bench order i) and every value is derived from that number, so a
 * dataset grows from 100k to 1M orders without rewriting what exists and two runs build the same
 * data. Triggers are bypassed while loading (session_replication_role = replica): the timeline
 * and the notifications they would write are not read by the measured requests.
 */

/** Session set-up: no timeout for the load, triggers off, the lookup tables the load reads. */
export const prepareSessionSql = `
set statement_timeout = 0;
set session_replication_role = replica;

create temp table bench_products on commit preserve rows as
  select (row_number() over (order by p.slug) - 1)::int as idx, p.id, p.name, p.slug, p.price, p.allergens
  from public.products p
  where p.archived_at is null;

create temp table bench_first_names (idx int primary key, name text) on commit preserve rows;
insert into bench_first_names
  select ordinality - 1, name
  from unnest(array['Giulia', 'Marco', 'Luca', 'Francesca', 'Alessandro', 'Chiara', 'Matteo',
    'Sara', 'Andrea', 'Elena', 'Davide', 'Martina', 'Simone', 'Valentina', 'Federico', 'Laura',
    'Stefano', 'Anna', 'Paolo', 'Silvia']) with ordinality as names (name, ordinality);

create temp table bench_surnames (idx int primary key, name text) on commit preserve rows;
insert into bench_surnames
  select ordinality - 1, name
  from unnest(array['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo',
    'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa',
    'Giordano', 'Rizzo', 'Lombardi', 'Moretti', 'Barbieri', 'Fontana', 'Santoro', 'Mariani',
    'Rinaldi', 'Caruso', 'Ferrara', 'Galli', 'Martini', 'Leone', 'Longo', 'Gentile', 'Martinelli',
    'Vitale', 'Lombardo', 'Serra', 'Coppola', 'De Santis', 'D''Angelo', 'Marchetti'])
    with ordinality as names (name, ordinality);

-- A Partita IVA with its check digit (same rule as private.is_valid_partita_iva).
create function pg_temp.bench_partita_iva(base text) returns text
language sql immutable as $$
  select base || ((10 - sum(case when pos % 2 = 0
      then case when substr(base, pos, 1)::int * 2 > 9 then substr(base, pos, 1)::int * 2 - 9
           else substr(base, pos, 1)::int * 2 end
      else substr(base, pos, 1)::int end) % 10) % 10)::text
  from generate_series(1, 10) as pos
$$;
`;

/**
 * Customers firstCustomer..lastCustomer ($1, $2): auth users and their profiles, one in five a
 * business (a restaurant with a valid Partita IVA), signed up over the three years before now.
 */
export const insertCustomersSql = `
with numbered as (
  select c, md5('bench-customer-' || c)::uuid as id,
    first.name as first_name, last.name as surname,
    now() - interval '3 years 30 days' + (c % 997) * interval '1 day' + (c % 1440) * interval '1 minute' as joined_at
  from generate_series($1::int, $2::int) as c
  join bench_first_names first on first.idx = c % 20
  join bench_surnames last on last.idx = (c / 20) % 40
), users as (
  insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data,
    email_confirmed_at, created_at, updated_at, confirmation_token, recovery_token,
    email_change_token_new, email_change)
  select '00000000-0000-0000-0000-000000000000', n.id, 'authenticated', 'authenticated',
    lower(n.first_name || '.' || regexp_replace(n.surname, '[^A-Za-z]', '', 'g') || '.' || n.c || '@example.com'),
    '{"provider":"email","providers":["email"]}', jsonb_build_object('name', n.first_name || ' ' || n.surname),
    n.joined_at, n.joined_at, n.joined_at, '', '', '', ''
  from numbered n
  returning id, email
)
insert into public.profiles (id, full_name, email, phone, customer_type, company_name, vat_number,
  sdi_code, created_at, updated_at)
select n.id, n.first_name || ' ' || n.surname, u.email, '+39 3' || lpad((n.c % 1000000000)::text, 9, '0'),
  case when n.c % 5 = 0 then 'business' else 'private' end,
  case when n.c % 5 = 0 then (array['Osteria', 'Trattoria', 'Ristorante', 'Pizzeria', 'Burger bar'])[1 + n.c / 5 % 5]
    || ' ' || n.surname end,
  case when n.c % 5 = 0 then pg_temp.bench_partita_iva(lpad(n.c::text, 10, '0')) end,
  case when n.c % 5 = 0 then 'M5UXCR1' end,
  n.joined_at, n.joined_at
from numbered n
join users u on u.id = n.id
`;

/** An integer for the SQL text (CREATE TABLE AS takes no bind parameters). */
function integer(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not a count: ${value}`);
  return String(value);
}

/**
 * Orders firstOrder..lastOrder of customers 1..customerCount, three lines each, placed at a
 * uniformly random moment of the last three years (each batch written in time order), in one transaction (the temp tables drop at
 * commit). Older orders are delivered (a few cancelled or refunded); the last days' are still
 * received, in preparation or shipped.
 */
export const insertOrdersStatements = (
  firstOrder: number,
  lastOrder: number,
  customerCount: number,
  numberOffset: number,
): string[] => [
  `create temp table bench_batch on commit drop as
  select i, h, md5('bench-order-' || i)::uuid as id, i + ${integer(numberOffset)} as number,
    md5('bench-customer-' || (1 + (i * 7919) % ${integer(customerCount)}))::uuid as user_id,
    now() - (h % 94694400) * interval '1 second' as placed_at
  from generate_series(${integer(firstOrder)}::bigint, ${integer(lastOrder)}) as i,
    lateral (select ('x' || substr(md5('bench-hash-' || i), 1, 15))::bit(60)::bigint as h) hashed`,
  `create temp table bench_lines on commit drop as
  select b.id as order_id, b.placed_at, j as line_number, p.id as product_id, p.name, p.slug, p.price,
    p.allergens, 1 + (b.h >> (4 * j)) % 6 as quantity
  from bench_batch b
  cross join generate_series(1, 3) as j
  join bench_products p
    on p.idx = floor((select count(*) from bench_products) * power(((b.h >> (10 * j)) % 1000) / 1000.0, 2))::int`,
  `insert into public.orders (id, order_number, user_id, status, payment_method, payment_status,
  subtotal, discount, shipping, total, delivery_date, delivery_address, invoice_data,
  customer_name, customer_email, paid_at, cancelled_at, created_at, updated_at, confirmation_sent_at)
select b.id,
  'BDB-' || to_char(b.placed_at at time zone 'Europe/Rome', 'YYYY') || '-'
    || lpad(b.number::text, greatest(6, length(b.number::text)), '0'),
  b.user_id, s.status, s.method, s.payment,
  t.subtotal, 0, t.shipping, t.subtotal + t.shipping,
  (b.placed_at at time zone 'Europe/Rome')::date + 1 + (b.h % 2)::int,
  jsonb_build_object('label', 'Consegna', 'recipient', p.full_name, 'street', 'Via Roma ' || (1 + b.i % 200),
    'postal_code', '101' || lpad((b.i % 100)::text, 2, '0'), 'city', 'Torino', 'province', 'TO',
    'phone', p.phone, 'notes', null),
  case when p.customer_type = 'business' then jsonb_build_object('customer_type', 'business',
    'company_name', p.company_name, 'vat_number', p.vat_number, 'tax_code', null,
    'sdi_code', p.sdi_code, 'pec', null) end,
  p.full_name, p.email,
  case when s.payment in ('paid', 'refunded') then b.placed_at + interval '5 minutes' end,
  case when s.status = 'cancelled' then b.placed_at + interval '30 minutes' end,
  b.placed_at, b.placed_at, b.placed_at + interval '1 minute'
from bench_batch b
join public.profiles p on p.id = b.user_id
join (
  select order_id, sum(price * quantity) as subtotal,
    case when sum(price * quantity) >= 50 then 0 else 7.90 end as shipping
  from bench_lines group by order_id
) t on t.order_id = b.id
cross join lateral (
  select
    case
      when b.h % 100 < 5 then 'cancelled'
      when now() - b.placed_at < interval '4 hours' then 'received'
      when now() - b.placed_at < interval '1 day' then 'in_preparation'
      when now() - b.placed_at < interval '2 days' then 'shipped'
      else 'delivered'
    end as status,
    case when b.h % 10 < 5 then 'card' when b.h % 10 < 8 then 'cash_on_delivery' else 'bank_transfer' end as method
) k
cross join lateral (
  select k.status, k.method,
    case
      when k.method = 'card' and k.status = 'cancelled' then 'failed'
      when k.method = 'card' and b.h % 100 = 99 then 'refunded'
      when k.method = 'card' or k.status = 'delivered' then 'paid'
      else 'pending'
    end as payment
) s
-- In the order they were placed, as a real shop's rows lie on disk.
order by b.placed_at`,
  `insert into public.order_items (order_id, line_number, product_id, product_name, product_slug,
  unit_price, allergens, quantity, line_total)
select order_id, line_number, product_id, name, slug, price, allergens, quantity, price * quantity
from bench_lines
order by placed_at, order_id, line_number`,
];

/**
 * Generated orders take the numbers after the ones already issued (seed, earlier loads, orders
 * placed while measuring), and the sequence continues after them.
 */
export const lastOrderNumberSql = `select last_value::bigint as value from private.order_number_seq`;
export const continueOrderNumbersSql = `select setval('private.order_number_seq', $1::bigint)`;
