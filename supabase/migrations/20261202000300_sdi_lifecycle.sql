-- The SdI lifecycle of an invoice (issue 37, docs/decisions/018-fiscal-documents.md).
--
-- The shop does not talk to the SdI itself: the admin (or an intermediary) sends the files and
-- uploads the receipts the SdI sends back. The sdi-receipts function validates each receipt
-- against the SdI messages schema, parses it, and records it here:
--   ricevuta di consegna                     delivered
--   notifica / ricevuta di scarto            rejected (with the SdI's error codes)
--   mancata consegna / impossibilità recapito  not_delivered (the invoice is issued and waits in
--                                            the buyer's reserved area: tell the buyer)
-- A rejected file means the invoice was not issued. Within 5 days of the rejection it can be
-- corrected and sent again with the same number and date (Circolare 13/E/2018): a new file
-- with a new progressive name (the SdI refuses a name it has seen, error 00002). After that the
-- invoice is voided and its orders are invoiced again with a new number. A correction of the
-- recipient code or PEC may also be written to the business's profile (update_account), so the
-- next invoices go to the right place.
--   sdi_receipt_target(file_name)                 admins: the invoice a file name belongs to
--   record_sdi_receipt(receipt)                   service role: records a parsed, valid receipt
--   invoice_resend_draft(invoice_id, corrections) admins: the corrected content and fingerprint
--   resend_invoice(invoice_id, corrections, fingerprint, actor)  service role: the new file
--   void_rejected_invoice(invoice_id)             admins: gives up a rejected invoice

/** Admins: which invoice and file a receipt's NomeFile names (a signed name ends in .p7m). */
create function public.sdi_receipt_target(p_file_name text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_name text := regexp_replace(coalesce(p_file_name, ''), '\.p7m$', '', 'i');
  v_result jsonb;
begin
  perform private.require_admin();
  select jsonb_build_object(
      'transmission', jsonb_build_object('id', t.id, 'attempt', t.attempt, 'file_name', t.file_name,
        'outcome', t.outcome, 'latest', t.attempt = i.attempts),
      'invoice', private.fiscal_document_json(i))
    into v_result
    from private.sdi_transmissions t join public.invoices i on i.id = t.invoice_id
    where t.file_name = v_name;
  if v_result is null then
    perform private.raise_order_error('file_not_found', format('no file named %s', v_name),
      format('La ricevuta riguarda il file %s, che non è un file di questo negozio.', v_name));
  end if;
  return v_result;
end;
$$;
revoke all on function public.sdi_receipt_target(text) from public, anon;
grant execute on function public.sdi_receipt_target(text) to authenticated, service_role;

/**
 * Service role only (the sdi-receipts function, after the receipt validated): records a receipt.
 * p_receipt: {file_name, kind: delivered|not_delivered|rejected, message_type, message_id,
 * sdi_identifier, received_at, delivered_at?, errors: [{code, description, hint?}],
 * storage_path, recorded_by}. The same message twice is recorded once. A receipt for an older
 * file of the invoice is kept but does not change the invoice's state. Returns the invoice.
 */
create function public.record_sdi_receipt(p_receipt jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_transmission private.sdi_transmissions;
  v_invoice public.invoices;
  v_kind text := p_receipt ->> 'kind';
  v_received timestamptz := (p_receipt ->> 'received_at')::timestamptz;
begin
  if v_kind is null or v_kind not in ('delivered', 'not_delivered', 'rejected') then
    perform private.raise_order_error('invalid_receipt', 'kind', 'Ricevuta non valida.');
  end if;
  select * into v_transmission from private.sdi_transmissions t
    where t.file_name = regexp_replace(p_receipt ->> 'file_name', '\.p7m$', '', 'i') for update;
  if v_transmission.id is null then
    perform private.raise_order_error('file_not_found', p_receipt ->> 'file_name',
      'La ricevuta riguarda un file che non è di questo negozio.');
  end if;
  select * into v_invoice from public.invoices i where i.id = v_transmission.invoice_id for update;

  insert into private.sdi_receipts (transmission_id, kind, message_type, message_id, sdi_identifier,
      received_at, delivered_at, errors, storage_path, recorded_by)
    values (v_transmission.id, v_kind, p_receipt ->> 'message_type', p_receipt ->> 'message_id',
      p_receipt ->> 'sdi_identifier', v_received, (p_receipt ->> 'delivered_at')::timestamptz,
      coalesce(p_receipt -> 'errors', '[]'::jsonb), p_receipt ->> 'storage_path',
      (p_receipt ->> 'recorded_by')::uuid)
    on conflict on constraint sdi_receipts_once do nothing;
  if not found then
    return private.fiscal_document_json(v_invoice) || jsonb_build_object('already_recorded', true);
  end if;

  update private.sdi_transmissions t set outcome = v_kind, outcome_at = now() where t.id = v_transmission.id;
  if v_transmission.attempt = v_invoice.attempts and v_invoice.sdi_status <> 'void' then
    update public.invoices i set
        sdi_status = v_kind,
        sdi_status_at = now(),
        sdi_errors = case when v_kind = 'rejected' then coalesce(p_receipt -> 'errors', '[]'::jsonb) end,
        -- The 5 days run from the rejection; its message carries the day the SdI received the
        -- file, which is no later: counting from it never lets a resend be late.
        resend_until = case when v_kind = 'rejected' then v_received + interval '5 days' end
      where i.id = v_invoice.id
      returning * into v_invoice;
  end if;
  return private.fiscal_document_json(v_invoice) || jsonb_build_object('already_recorded', false);
end;
$$;
revoke all on function public.record_sdi_receipt(jsonb) from public, anon, authenticated;
grant execute on function public.record_sdi_receipt(jsonb) to service_role;

/** The buyer of an invoice with the admin's corrections applied, or invalid_correction. */
create function private.corrected_buyer(buyer jsonb, corrections jsonb)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_sdi text := nullif(upper(btrim(coalesce(corrections ->> 'sdi_code', buyer ->> 'sdi_code', ''))), '');
  v_pec text := nullif(lower(btrim(coalesce(corrections ->> 'pec', buyer ->> 'pec', ''))), '');
  v_address jsonb := buyer -> 'address';
  v_field text;
begin
  if corrections is null or jsonb_typeof(corrections) <> 'object' then
    perform private.raise_order_error('invalid_correction', 'an object is expected', 'Correzione non valida.');
  end if;
  if corrections ? 'sdi_code' and (corrections ->> 'sdi_code') is null then
    v_sdi := null;
  end if;
  if corrections ? 'pec' and (corrections ->> 'pec') is null then
    v_pec := null;
  end if;
  if jsonb_typeof(corrections -> 'address') = 'object' then
    v_address := jsonb_build_object(
      'street', private.clean_text(corrections -> 'address' ->> 'street'),
      'postal_code', private.clean_text(corrections -> 'address' ->> 'postal_code'),
      'city', private.clean_text(corrections -> 'address' ->> 'city'),
      'province', upper(private.clean_text(corrections -> 'address' ->> 'province')),
      'country', 'IT');
  end if;
  v_field := case
    when v_sdi is not null and v_sdi !~ '^[A-Z0-9]{7}$' then 'sdi_code'
    when v_pec is not null and not private.is_valid_email(v_pec) then 'pec'
    when buyer ->> 'customer_type' = 'business' and v_sdi is null and v_pec is null then 'sdi_code'
    when coalesce(char_length(v_address ->> 'street'), 0) not between 3 and 200 then 'address'
    when coalesce(v_address ->> 'postal_code', '') !~ '^[0-9]{5}$' then 'address'
    when coalesce(char_length(v_address ->> 'city'), 0) not between 2 and 100 then 'address'
    when coalesce(v_address ->> 'province', '') !~ '^[A-Z]{2}$' then 'address'
  end;
  if v_field is not null then
    perform private.raise_order_error('invalid_correction', v_field, case v_field
      when 'sdi_code' then 'Il codice destinatario ha 7 caratteri (lettere maiuscole e cifre); un''azienda ne ha uno oppure una PEC.'
      when 'pec' then 'Indirizzo PEC non valido.'
      else 'Indirizzo della sede non valido: via, CAP di 5 cifre, comune e sigla della provincia.' end);
  end if;
  return buyer || jsonb_build_object('sdi_code', v_sdi, 'pec', v_pec, 'address', v_address);
end;
$$;
revoke all on function private.corrected_buyer(jsonb, jsonb) from public, anon, authenticated;

/** The corrected content of a rejected invoice, or why it cannot be sent again. */
create function private.invoice_resend_draft(p_invoice_id uuid, p_corrections jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_invoice public.invoices;
  v_content jsonb;
begin
  select * into v_invoice from public.invoices i where i.id = p_invoice_id;
  if v_invoice.id is null then
    perform private.raise_order_error('invoice_not_found', 'no such invoice', 'Documento non trovato.');
  end if;
  if v_invoice.sdi_status <> 'rejected' then
    perform private.raise_order_error('not_rejected', v_invoice.sdi_status,
      'Si invia di nuovo solo un documento scartato dallo SdI.');
  end if;
  if v_invoice.resend_until < now() then
    perform private.raise_order_error('resend_window_over', format('until %s', v_invoice.resend_until),
      'Sono passati più di 5 giorni dallo scarto: annulla il documento ed emettine uno nuovo, con nuovo numero e data.');
  end if;
  v_content := jsonb_set(v_invoice.content, '{buyer}', private.corrected_buyer(v_invoice.content -> 'buyer', p_corrections));
  return jsonb_build_object(
    'invoice', private.fiscal_document_json(v_invoice),
    'content', v_content,
    'fingerprint', md5(jsonb_build_array(v_invoice.id, v_invoice.attempts, v_content)::text));
end;
$$;
revoke all on function private.invoice_resend_draft(uuid, jsonb) from public, anon, authenticated;

create function public.invoice_resend_draft(p_invoice_id uuid, p_corrections jsonb)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return private.invoice_resend_draft(p_invoice_id, p_corrections);
end;
$$;
comment on function public.invoice_resend_draft(uuid, jsonb) is
  'Admins: the content a rejected invoice would have with the corrections (sdi_code, pec, address), same number and date, and its fingerprint for resend_invoice.';
revoke all on function public.invoice_resend_draft(uuid, jsonb) from public, anon;
grant execute on function public.invoice_resend_draft(uuid, jsonb) to authenticated, service_role;

/**
 * Service role only (the invoices function, after the corrected XML validated): stores the
 * corrected content and a new file (new progressive name) for the same number and date.
 * Returns {invoice, transmission, replayed}.
 */
create function public.resend_invoice(p_invoice_id uuid, p_corrections jsonb, p_fingerprint text, p_actor uuid default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_invoice public.invoices;
  v_draft jsonb;
begin
  select * into v_invoice from public.invoices i where i.id = p_invoice_id for update;
  v_draft := private.invoice_resend_draft(p_invoice_id, p_corrections);
  if v_draft ->> 'fingerprint' is distinct from p_fingerprint then
    perform private.raise_order_error('document_changed', 'the invoice changed since its draft was validated',
      'Il documento è cambiato mentre lo preparavamo: riprova.');
  end if;
  update public.invoices i set content = v_draft -> 'content', sdi_status = 'issued', sdi_status_at = now(),
      sdi_errors = null, resend_until = null
    where i.id = p_invoice_id
    returning * into v_invoice;
  perform private.new_sdi_transmission(v_invoice, p_corrections, p_actor);
  -- The admin may fix the business's own data too, so its next invoices go to the right place
  -- (the same fields the bakery approved; nothing else of the profile changes).
  if coalesce((p_corrections ->> 'update_account')::boolean, false)
      and v_invoice.content -> 'buyer' ->> 'customer_type' = 'business' and v_invoice.customer_id is not null then
    update public.profiles p
      set sdi_code = v_invoice.content -> 'buyer' ->> 'sdi_code', pec = v_invoice.content -> 'buyer' ->> 'pec'
      where p.id = v_invoice.customer_id and p.customer_type = 'business';
  end if;
  return private.issued_json(p_invoice_id, false);
end;
$$;
revoke all on function public.resend_invoice(uuid, jsonb, text, uuid) from public, anon, authenticated;
grant execute on function public.resend_invoice(uuid, jsonb, text, uuid) to service_role;

/**
 * Admins: a rejected document that will not be sent again is void; its orders may be invoiced
 * again (a new number and date). Returns the document.
 */
create function public.void_rejected_invoice(p_invoice_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_invoice public.invoices;
begin
  perform private.require_admin();
  select * into v_invoice from public.invoices i where i.id = p_invoice_id for update;
  if v_invoice.id is null then
    perform private.raise_order_error('invoice_not_found', 'no such invoice', 'Documento non trovato.');
  end if;
  if v_invoice.sdi_status <> 'rejected' then
    perform private.raise_order_error('not_rejected', v_invoice.sdi_status,
      'Si annulla solo un documento scartato dallo SdI: uno emesso si corregge con una nota di credito.');
  end if;
  delete from private.invoice_orders io where io.invoice_id = v_invoice.id;
  update public.invoices i set sdi_status = 'void', sdi_status_at = now() where i.id = v_invoice.id
    returning * into v_invoice;
  return private.fiscal_document_json(v_invoice);
end;
$$;
revoke all on function public.void_rejected_invoice(uuid) from public, anon;
grant execute on function public.void_rejected_invoice(uuid) to authenticated, service_role;

/**
 * Admins: the documents the SdI has not delivered yet — waiting for an outcome, rejected (first,
 * with the time left to send them again), or not delivered (the buyer must be told to find it in
 * its reserved area) — oldest first, at most 200.
 */
create function public.admin_open_fiscal_documents()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return coalesce((
    select jsonb_agg(
        (private.fiscal_document_json(i) - 'content') || jsonb_build_object(
          'buyer_name', i.content -> 'buyer' ->> 'name',
          'buyer_type', i.content -> 'buyer' ->> 'customer_type',
          'buyer_sdi_code', i.content -> 'buyer' ->> 'sdi_code',
          'buyer_pec', i.content -> 'buyer' ->> 'pec',
          'orders', (select jsonb_agg(jsonb_build_object('id', o ->> 'order_id', 'order_number', o ->> 'order_number'))
                     from jsonb_array_elements(i.content -> 'orders') o))
        order by i.sdi_status <> 'rejected', i.issued_at)
    from (
      select * from public.invoices i
      where i.sdi_status in ('issued', 'rejected', 'not_delivered')
      order by i.sdi_status <> 'rejected', i.issued_at
      limit 200
    ) i), '[]'::jsonb);
end;
$$;
revoke all on function public.admin_open_fiscal_documents() from public, anon;
grant execute on function public.admin_open_fiscal_documents() to authenticated, service_role;
