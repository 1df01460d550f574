import { describe, expect, it } from 'vitest';
import {
  NEWSLETTER_EMAIL_ERROR,
  NEWSLETTER_PRIVACY_ERROR,
  validateNewsletterForm,
} from '@/features/newsletter/newsletter-validation';

describe('validateNewsletterForm (spec §5)', () => {
  it('accepts an address with the privacy consent', () => {
    expect(
      validateNewsletterForm({ email: ' giulia@example.com ', privacyAccepted: true }),
    ).toEqual({});
  });

  it('asks for an address when it is empty or blank', () => {
    expect(validateNewsletterForm({ email: '', privacyAccepted: true })).toEqual({
      email: 'Per favore inserisci un indirizzo email valido',
    });
    expect(validateNewsletterForm({ email: '   ', privacyAccepted: true }).email).toBe(
      NEWSLETTER_EMAIL_ERROR,
    );
  });

  it('refuses, with the same message, an address the database would refuse', () => {
    for (const email of ['giulia', 'giulia@', 'giulia@example', 'a b@example.com']) {
      expect(validateNewsletterForm({ email, privacyAccepted: true }).email, email).toBe(
        NEWSLETTER_EMAIL_ERROR,
      );
    }
  });

  it('asks for the privacy consent', () => {
    expect(validateNewsletterForm({ email: 'giulia@example.com', privacyAccepted: false })).toEqual(
      {
        privacyAccepted: 'Per favore accetta la privacy policy',
      },
    );
    expect(validateNewsletterForm({ email: '', privacyAccepted: false })).toEqual({
      email: NEWSLETTER_EMAIL_ERROR,
      privacyAccepted: NEWSLETTER_PRIVACY_ERROR,
    });
  });
});
