/** Spec §5: the two messages of the newsletter form. */
export const NEWSLETTER_EMAIL_ERROR = 'Per favore inserisci un indirizzo email valido';
export const NEWSLETTER_PRIVACY_ERROR = 'Per favore accetta la privacy policy';

export interface NewsletterFormValues {
  email: string;
  privacyAccepted: boolean;
}

// The same plausibility rule as the database (private.is_valid_email): something@host.tld.
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const MAX_EMAIL_LENGTH = 254;

/**
 * Field errors of the newsletter form, keyed like the values (none when it may be sent). The
 * spec checks only that the address is not empty; an address the database would refuse is
 * caught here too, with the same message, rather than ending in a generic server error.
 */
export function validateNewsletterForm(
  values: NewsletterFormValues,
): Partial<Record<keyof NewsletterFormValues, string>> {
  const errors: Partial<Record<keyof NewsletterFormValues, string>> = {};
  const email = values.email.trim();
  if (!email || email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) {
    errors.email = NEWSLETTER_EMAIL_ERROR;
  }
  if (!values.privacyAccepted) errors.privacyAccepted = NEWSLETTER_PRIVACY_ERROR;
  return errors;
}
