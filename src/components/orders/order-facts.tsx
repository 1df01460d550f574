import { formatLongDate } from '@/lib/format';
import { paymentTermsLabel } from '@/domain/orders/payment-terms';
import classes from '@/components/orders/order-view.module.css';
import type {
  DeliveryAddressSnapshot,
  InvoiceData,
  PaymentMethod,
} from '@/domain/orders/order-schemas';
import { paymentMethodLabels } from '@/domain/orders/order-status';
import { type PaymentStateInput, paymentStateLabel } from '@/domain/orders/payment-state';

function addressText(address: DeliveryAddressSnapshot): string {
  return `${address.recipient}, ${address.street}, ${address.postal_code} ${address.city} (${address.province})`;
}

function invoiceText(invoice: InvoiceData): string {
  if (invoice.customer_type !== 'business') return `Codice fiscale ${invoice.tax_code ?? ''}`;
  const destination = invoice.sdi_code ? `SDI ${invoice.sdi_code}` : `PEC ${invoice.pec ?? ''}`;
  return `${invoice.company_name ?? ''} · P. IVA ${invoice.vat_number ?? ''} · ${destination}`;
}

type TermsKind = 'immediate' | 'days_after_delivery' | 'end_of_month';

/** "da pagare entro lunedì 4 gennaio 2027 (a 30 giorni dalla consegna)", or "" when not owed. */
function dueText(order: {
  payment_method: PaymentMethod;
  payment_due_on?: string | null;
  payment_terms?: string | null;
  payment_term_days?: number | null;
}): string {
  if (!order.payment_due_on || order.payment_method !== 'bank_transfer') return '';
  const terms = order.payment_terms as TermsKind | null | undefined;
  const label = terms
    ? ` (${paymentTermsLabel(terms, order.payment_term_days ?? 0).toLowerCase()})`
    : '';
  return ` · da pagare entro ${formatLongDate(order.payment_due_on)}${label}`;
}

/** Delivery day, address, payment and its due date, who ordered, invoice data and notes. */
export function OrderFacts({
  order,
}: {
  order: PaymentStateInput & {
    payment_method: PaymentMethod;
    delivery_date: string;
    delivery_address: DeliveryAddressSnapshot;
    invoice_data: InvoiceData | null;
    notes: string | null;
    tracking_url?: string | null;
    payment_due_on?: string | null;
    payment_terms?: string | null;
    payment_term_days?: number | null;
    placed_by_name?: string | null;
    approved_by_name?: string | null;
  };
}) {
  const awaiting = order.payment_status === 'pending' && order.status !== 'cancelled';
  const teamOrder = order.invoice_data?.customer_type === 'business' && order.placed_by_name;
  return (
    <dl className={classes.facts}>
      <div>
        <dt>Consegna</dt>
        <dd data-testid="order-delivery-day">{formatLongDate(order.delivery_date)}</dd>
      </div>
      <div>
        <dt>Indirizzo</dt>
        <dd>{addressText(order.delivery_address)}</dd>
      </div>
      <div>
        <dt>Pagamento</dt>
        <dd>
          {paymentMethodLabels[order.payment_method]} ·{' '}
          <span data-testid="order-payment-state">{paymentStateLabel(order)}</span>
          {awaiting && <span data-testid="order-due-date">{dueText(order)}</span>}
        </dd>
      </div>
      {teamOrder && (
        <div>
          <dt>Ordinato da</dt>
          <dd data-testid="order-placed-by">
            {order.placed_by_name}
            {order.approved_by_name ? ` · approvato da ${order.approved_by_name}` : ''}
          </dd>
        </div>
      )}
      {order.tracking_url && (
        <div>
          <dt>Spedizione</dt>
          <dd>
            <a href={order.tracking_url} target="_blank" rel="noopener noreferrer">
              Segui la spedizione sul sito del corriere
            </a>
          </dd>
        </div>
      )}
      {order.invoice_data && (
        <div>
          <dt>Fattura elettronica</dt>
          <dd data-testid="order-invoice">{invoiceText(order.invoice_data)}</dd>
        </div>
      )}
      {order.notes && (
        <div>
          <dt>Note per il corriere</dt>
          <dd>{order.notes}</dd>
        </div>
      )}
    </dl>
  );
}
