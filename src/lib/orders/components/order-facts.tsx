import { formatLongDate } from '@/lib/format';
import classes from '@/lib/orders/components/order-view.module.css';
import type {
  DeliveryAddressSnapshot,
  InvoiceData,
  PaymentMethod,
} from '@/lib/orders/order-schemas';
import { paymentMethodLabels } from '@/lib/orders/order-status';
import { type PaymentStateInput, paymentStateLabel } from '@/lib/orders/payment-state';

function addressText(address: DeliveryAddressSnapshot): string {
  return `${address.recipient}, ${address.street}, ${address.postal_code} ${address.city} (${address.province})`;
}

function invoiceText(invoice: InvoiceData): string {
  if (invoice.customer_type !== 'business') return `Codice fiscale ${invoice.tax_code ?? ''}`;
  const destination = invoice.sdi_code ? `SDI ${invoice.sdi_code}` : `PEC ${invoice.pec ?? ''}`;
  return `${invoice.company_name ?? ''} · P. IVA ${invoice.vat_number ?? ''} · ${destination}`;
}

/** Delivery day, address, payment, invoice data and notes of an order. */
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
  };
}) {
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
        </dd>
      </div>
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
