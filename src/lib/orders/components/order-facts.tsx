import { formatLongDate } from '@/lib/format';
import classes from '@/lib/orders/components/order-view.module.css';
import type {
  DeliveryAddressSnapshot,
  InvoiceData,
  PaymentMethod,
  PaymentStatus,
} from '@/lib/orders/order-schemas';
import { paymentMethodLabels, paymentStatusLabels } from '@/lib/orders/order-status';

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
  order: {
    delivery_date: string;
    delivery_address: DeliveryAddressSnapshot;
    payment_method: PaymentMethod;
    payment_status: PaymentStatus;
    invoice_data: InvoiceData | null;
    notes: string | null;
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
          {paymentMethodLabels[order.payment_method]} · {paymentStatusLabels[order.payment_status]}
        </dd>
      </div>
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
