-- Who may read an order's papers, answered true or false, never NULL. customer_for('documents')
-- is NULL for a member whose role has no documents (Ordini): `not (false or NULL or false)` is
-- NULL, and an IF on NULL does not raise, so such a member passed the check for any order id —
-- issue_delivery_note returned another customer's note, order_documents its invoices. Same
-- functions as 20261202000100 and 20261202000500 with the condition coalesced to false.

create or replace function public.issue_delivery_note(p_order_id uuid)
returns public.delivery_notes
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_note public.delivery_notes;
begin
  select * into v_order from public.orders where id = p_order_id for update;
  if not found or (select auth.uid()) is null or not coalesce(
    (select private.is_admin())
    or v_order.user_id = private.customer_for('documents')
    or v_order.user_id = (select auth.uid()),
    false
  ) then
    raise exception using errcode = 'P0001', message = 'order_not_found', hint = 'Ordine non trovato.';
  end if;
  select * into v_note from public.delivery_notes where order_id = v_order.id;
  if found then
    return v_note;
  end if;
  if not (select private.is_admin()) then
    raise exception using
      errcode = 'P0001',
      message = 'delivery_note_not_ready',
      hint = 'Il documento di trasporto viaggia con la merce: sarà disponibile quando l''ordine parte.';
  end if;
  return private.issue_delivery_note_locked(v_order);
end;
$$;

create or replace function public.order_documents(p_order_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
begin
  select * into v_order from public.orders o where o.id = p_order_id;
  if v_order.id is null or (select auth.uid()) is null or not coalesce(
    (select private.is_admin())
    or v_order.user_id = private.customer_for('documents')
    or v_order.user_id = (select auth.uid()),
    false
  ) then
    perform private.raise_order_error('order_not_found', 'no such order for the caller', 'Ordine non trovato.');
  end if;
  return jsonb_build_object(
    'delivery_note', (select jsonb_build_object('id', n.id, 'number', n.number, 'year', n.year,
        'issued_on', n.issued_on, 'transport_started_at', n.transport_started_at, 'cancelled', n.cancelled_at is not null)
      from public.delivery_notes n where n.order_id = v_order.id),
    'invoice', (select private.fiscal_document_json(i) - 'content'
      from private.invoice_orders io join public.invoices i on i.id = io.invoice_id
      where io.order_id = v_order.id),
    'credit_notes', coalesce((select jsonb_agg(private.fiscal_document_json(c) - 'content' order by c.issued_on, c.number)
      from public.invoices c where c.document_type = 'TD04' and c.order_id = v_order.id and c.sdi_status <> 'void'), '[]'::jsonb),
    'voided', coalesce((select jsonb_agg(private.fiscal_document_json(v) - 'content' order by v.issued_on, v.number)
      from public.invoices v where v.sdi_status = 'void' and (v.order_id = v_order.id
        or v.content -> 'orders' @> jsonb_build_array(jsonb_build_object('order_id', v_order.id)))), '[]'::jsonb));
end;
$$;
