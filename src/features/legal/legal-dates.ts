/** Last revision of each legal text, shown at its top. Update with every change. */
export const legalTextsUpdatedOn = {
  privacyPolicy: '2026-11-21',
  termsOfService: '2026-11-21',
  cookiePolicy: '2026-11-22',
} as const;

/** '2026-11-21' → '21 novembre 2026'. */
export function formatItalianDate(isoDate: string): string {
  return new Intl.DateTimeFormat('it-IT', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
