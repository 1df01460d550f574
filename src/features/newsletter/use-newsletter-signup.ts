import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import {
  type NewsletterSignupResult,
  subscribeToNewsletter,
} from '@/features/newsletter/api/newsletter-api';
import { rememberNewsletterPopup } from '@/features/newsletter/newsletter-popup-flag';

/** Spec §8: the three outcomes of a sign-up, as toasts. */
export const NEWSLETTER_SUCCESS_MESSAGE = 'Grazie per esserti iscritto alla newsletter!';
export const NEWSLETTER_DUPLICATE_MESSAGE = 'Sei già iscritto alla newsletter!';
export const NEWSLETTER_ERROR_MESSAGE = 'Si è verificato un errore. Per favore riprova più tardi.';

function announce(result: NewsletterSignupResult): void {
  if (result === 'subscribed') {
    notifications.show({ color: 'green', message: NEWSLETTER_SUCCESS_MESSAGE });
  } else {
    notifications.show({ color: 'blue', message: NEWSLETTER_DUPLICATE_MESSAGE });
  }
  // Whoever is on the list (new or not) need not be offered the popup again.
  rememberNewsletterPopup('subscribed');
}

/**
 * The newsletter sign-up shared by the home section and the popup: inserts the address and
 * shows the outcome as a toast. The failure itself is logged by the query client.
 */
export function useNewsletterSignup() {
  return useMutation({
    mutationKey: ['newsletter', 'subscribe'],
    mutationFn: subscribeToNewsletter,
    onSuccess: announce,
    onError: () => {
      notifications.show({ color: 'red', message: NEWSLETTER_ERROR_MESSAGE });
    },
  });
}
