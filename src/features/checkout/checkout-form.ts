import type { CustomerProfile, SavedAddress } from '@/lib/customer/customer-queries';
import type { OrderLineInput } from '@/lib/orders/order-lines';
import type { PlaceOrderInput } from '@/lib/orders/order-rpc';
import type { InvoiceData, PaymentMethod } from '@/lib/orders/order-schemas';
import {
  isPlausibleEmail,
  isValidCap,
  isValidCodiceFiscale,
  isValidPartitaIva,
  isValidPhone,
  isValidProvincia,
  isValidSdiCode,
  normalizeCode,
  normalizePartitaIva,
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
  /** Businesses always get the electronic invoice; private customers may ask for one. */
  wantsInvoice: boolean;
  customerType: 'private' | 'business';
  companyName: string;
  vatNumber: string;
  taxCode: string;
  sdiCode: string;
  pec: string;
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
  companyName: 'Ragione sociale obbligatoria',
  vatNumber: 'Partita IVA non valida: servono 11 cifre con la cifra di controllo corretta',
  sdiOrPec: 'Indica il codice SDI oppure un indirizzo PEC',
  sdiCode: 'Il codice SDI ha 7 caratteri, lettere o cifre',
  pec: 'Indirizzo PEC non valido',
  taxCode: 'Codice fiscale non valido',
  paymentMethod: 'Scegli come pagare',
  acceptTerms: 'Per ordinare accetta le condizioni generali di vendita',
} as const;

/** The form's first values: the default address, the first day, the profile's invoice data. */
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
    companyName: profile?.company_name ?? '',
    vatNumber: profile?.vat_number ?? '',
    taxCode: profile?.tax_code ?? '',
    sdiCode: profile?.sdi_code ?? '',
    pec: profile?.pec ?? '',
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

// Italian e-invoicing: a business needs company, Partita IVA and SDI code or PEC; a private
// customer asking for an invoice needs the codice fiscale. Same rules as place_order.
function checkInvoice(values: CheckoutValues, errors: CheckoutErrors): void {
  if (!values.wantsInvoice) return;
  if (values.customerType === 'private') {
    if (!isValidCodiceFiscale(normalizeCode(values.taxCode))) {
      errors.taxCode = checkoutMessages.taxCode;
    }
    return;
  }
  if (values.companyName.trim().length < 2) errors.companyName = checkoutMessages.companyName;
  if (!isValidPartitaIva(normalizePartitaIva(values.vatNumber))) {
    errors.vatNumber = checkoutMessages.vatNumber;
  }
  const taxCode = normalizeCode(values.taxCode);
  if (taxCode !== '' && !isValidCodiceFiscale(taxCode)) errors.taxCode = checkoutMessages.taxCode;
  const sdi = values.sdiCode.trim().toUpperCase();
  const pec = values.pec.trim();
  if (sdi === '' && pec === '') errors.sdiCode = checkoutMessages.sdiOrPec;
  if (sdi !== '' && !isValidSdiCode(sdi)) errors.sdiCode = checkoutMessages.sdiCode;
  if (pec !== '' && !isPlausibleEmail(pec)) errors.pec = checkoutMessages.pec;
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

/** The invoice data the order carries, or undefined when none is asked for. */
export function invoiceDataOf(values: CheckoutValues): InvoiceData | undefined {
  if (!values.wantsInvoice) return undefined;
  if (values.customerType === 'private') {
    return { customer_type: 'private', tax_code: normalizeCode(values.taxCode) };
  }
  return {
    customer_type: 'business',
    company_name: values.companyName.trim(),
    vat_number: normalizePartitaIva(values.vatNumber),
    tax_code: blankToNull(normalizeCode(values.taxCode)),
    sdi_code: blankToNull(values.sdiCode.toUpperCase()),
    pec: blankToNull(values.pec.toLowerCase()),
  };
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
