import type { ConsentMethod } from '@/lib/consent/consent-record';

/**
 * A tap on index.html's static cookie banner, made before the app had started. The banner's
 * inline script keeps it on `window` and announces it with an event; the app applies it as
 * soon as it runs, before its first render. (A visitor who leaves before that stores nothing
 * and is asked again: never a consent assumed.)
 */
export type EarlyConsentChoice = Exclude<ConsentMethod, 'customized'> | 'customize';

/** Name of the window property and of the event index.html's inline script uses. */
export const EARLY_CONSENT_CHOICE = 'bdbEarlyConsentChoice';

const earlyChoices: readonly EarlyConsentChoice[] = [
  'accepted-all',
  'rejected-all',
  'dismissed',
  'customize',
];

function asEarlyChoice(value: unknown): EarlyConsentChoice | undefined {
  return earlyChoices.find((choice) => choice === value);
}

/**
 * Calls `apply` with the choice made before the app started, if any, and with any made later
 * on the static banner while the app starts. Returns the unsubscribe function.
 */
export function onEarlyConsentChoice(apply: (choice: EarlyConsentChoice) => void): () => void {
  const holder = window as unknown as Record<string, unknown>;
  const take = () => {
    const choice = asEarlyChoice(holder[EARLY_CONSENT_CHOICE]);
    delete holder[EARLY_CONSENT_CHOICE];
    if (choice) apply(choice);
  };
  take();
  window.addEventListener(EARLY_CONSENT_CHOICE, take);
  return () => window.removeEventListener(EARLY_CONSENT_CHOICE, take);
}
