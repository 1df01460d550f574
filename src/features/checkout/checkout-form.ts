import type { CustomerProfile, SavedAddress } from '@/domain/customer/customer-queries';
import type { OrderLineInput } from '@/domain/orders/order-lines';
import type { PlaceOrderInput } from '@/domain/orders/order-rpc';
import type { InvoiceData, PaymentMethod } from '@/domain/orders/order-schemas';
import {
  isValidCap,
  isValidCodiceFiscale,
  isValidPhone,
  isValidProvincia,
  normalizeCode,
} from '@/lib/validation/italian-codes';

/** "new" or the id of a saved address. */
export const NEW_ADDRESS = 'new';

export interface CheckoutValues {
  addressChoice: string;
  recipient: string;
  street: string;
  postalCode: string;
  city: string;
  province: string;
  phone: string;
  deliveryDate: string;
  notes: string;
  /**
   * Businesses always get the electronic invoice, with the data the bakery approved (decision
   * 015); private customers may ask for one with their codice fiscale.
   */
  wantsInvoice: boolean;
  customerType: 'private' | 'business';
  taxCode: string;
  paymentMethod: PaymentMethod | '';
  acceptTerms: boolean;
}

export type CheckoutErrors = Partial<Record<keyof CheckoutValues, string>>;

export const checkoutMessages = {
  addressRequired: 'Scegli un indirizzo di consegna',
  recipient: 'Indica chi riceve la consegna',
  street: 'Indirizzo obbligatorio: via e numero civico',
  postalCode: 'Il CAP ha 5 cifre',
  city: 'Città obbligatoria',
  province: 'La provincia è la sigla di 2 lettere, per esempio TO',
  phone: 'Numero di telefono non valido',
  deliveryDate: 'Scegli il giorno di consegna',
  notes: 'Le note possono contenere al massimo 1000 caratteri',
  taxCode: 'Codice fiscale non valido',
  paymentMethod: 'Scegli come pagare',
  acceptTerms: 'Per ordinare accetta le condizioni generali di vendita',
} as const;

/** The form's first values: the default address, the first day, the customer's codice fiscale. */
export function initialCheckoutValues(
  profile: CustomerProfile | null,
  addresses: readonly SavedAddress[],
  firstDate: string | undefined,
): CheckoutValues {
  const business = profile?.customer_type === 'business';
  return {
    addressChoice: addresses[0]?.id ?? NEW_ADDRESS,
    recipient: profile?.full_name ?? '',
    street: '',
    postalCode: '',
    city: '',
    province: '',
    phone: profile?.phone ?? '',
    deliveryDate: firstDate ?? '',
    notes: '',
    wantsInvoice: business,
    customerType: business ? 'business' : 'private',
    taxCode: business ? '' : (profile?.tax_code ?? ''),
    paymentMethod: '',
    acceptTerms: false,
  };
}

function checkAddress(values: CheckoutValues, errors: CheckoutErrors): void {
  if (values.addressChoice === '') errors.addressChoice = checkoutMessages.addressRequired;
  if (values.addressChoice !== NEW_ADDRESS) return;
  const length = (text: string) => text.trim().length;
  if (length(values.recipient) < 2) errors.recipient = checkoutMessages.recipient;
  if (length(values.street) < 3) errors.street = checkoutMessages.street;
  if (!isValidCap(values.postalCode.trim())) errors.postalCode = checkoutMessages.postalCode;
  if (length(values.city) < 2) errors.city = checkoutMessages.city;
  if (!isValidProvincia(values.province.trim().toUpperCase())) {
    errors.province = checkoutMessages.province;
  }
  if (values.phone.trim() !== '' && !isValidPhone(values.phone.trim())) {
    errors.phone = checkoutMessages.phone;
  }
}

// A private customer asking for an invoice needs the codice fiscale (as place_order checks); a
// business's invoice goes to its approved data, which the server fills in itself.
function checkInvoice(values: CheckoutValues, errors: CheckoutErrors): void {
  if (!values.wantsInvoice || values.customerType === 'business') return;
  if (!isValidCodiceFiscale(normalizeCode(values.taxCode))) {
    errors.taxCode = checkoutMessages.taxCode;
  }
}

/** Every problem of the form, in Italian, by field (empty: ready to order). */
export function validateCheckout(values: CheckoutValues): CheckoutErrors {
  const errors: CheckoutErrors = {};
  checkAddress(values, errors);
  if (values.deliveryDate === '') errors.deliveryDate = checkoutMessages.deliveryDate;
  if (values.notes.trim().length > 1000) errors.notes = checkoutMessages.notes;
  checkInvoice(values, errors);
  if (values.paymentMethod === '') errors.paymentMethod = checkoutMessages.paymentMethod;
  if (!values.acceptTerms) errors.acceptTerms = checkoutMessages.acceptTerms;
  return errors;
}

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/**
 * The invoice data the order carries: a private customer's request for an invoice, or undefined
 * (no invoice, or a business, whose approved data the server uses).
 */
export function invoiceDataOf(values: CheckoutValues): InvoiceData | undefined {
  if (!values.wantsInvoice || values.customerType === 'business') return undefined;
  return { customer_type: 'private', tax_code: normalizeCode(values.taxCode) };
}

/** The `place_order` input of a valid form. */
export function toPlaceOrderInput(
  values: CheckoutValues,
  lines: OrderLineInput[],
  idempotencyKey: string,
): PlaceOrderInput {
  if (values.paymentMethod === '') throw new Error('payment method missing');
  const address =
    values.addressChoice === NEW_ADDRESS
      ? {
          recipient: values.recipient.trim(),
          street: values.street.trim(),
          postal_code: values.postalCode.trim(),
          city: values.city.trim(),
          province: values.province.trim().toUpperCase(),
          phone: blankToNull(values.phone),
        }
      : undefined;
  const invoiceData = invoiceDataOf(values);
  return {
    lines,
    deliveryDate: values.deliveryDate,
    paymentMethod: values.paymentMethod,
    idempotencyKey,
    ...(address ? { address } : { addressId: values.addressChoice }),
    ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
    ...(invoiceData ? { invoiceData } : {}),
  };
}
