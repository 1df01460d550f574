/** Where the sign-up confirmation link lands (the page finishes the PKCE exchange). */
export const EMAIL_CONFIRMATION_PATH = '/conferma-email';
/** Where the password-recovery link lands (spec §7: "redirect to /reset-password"). */
export const RESET_PASSWORD_PATH = '/reset-password';

// Pages a signed-in visitor has no reason to be sent back to after logging in.
const authPages = new Set(['/login', '/register', '/forgot-password', RESET_PASSWORD_PATH]);

const placeholderOrigin = 'https://bottega.invalid';

// Browsers drop tabs and newlines inside URLs, which can turn a path into another host.
const hasControlCharacter = (text: string): boolean =>
  [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * The `redirect` search parameter of /login, made safe: a path of this site (never another
 * host, `//host` or `/\host`, which browsers treat as absolute), and not an auth page.
 * Anything else gives `undefined`, and the caller falls back to the home page.
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.includes('\\') ||
    hasControlCharacter(value)
  ) {
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(value, placeholderOrigin);
  } catch {
    return undefined;
  }
  if (url.origin !== placeholderOrigin || authPages.has(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The page was opened from the sign-up confirmation e-mail (its PKCE code is in the address):
 * the session it brings is a fresh sign-in, to be welcomed. Read it before the Supabase client
 * exists: the client exchanges the code and takes it out of the address.
 */
export function openedFromConfirmationLink(): boolean {
  const { pathname, search } = globalThis.location;
  return pathname === EMAIL_CONFIRMATION_PATH && new URLSearchParams(search).has('code');
}

/** /conferma-email, carrying where to go once the address is confirmed (a safe site path). */
export function confirmationPath(redirect: string | undefined): string {
  const safe = safeRedirectPath(redirect);
  return safe
    ? `${EMAIL_CONFIRMATION_PATH}?${new URLSearchParams({ redirect: safe }).toString()}`
    : EMAIL_CONFIRMATION_PATH;
}

/** The URL an auth e-mail link must come back to, on this very origin. */
export function authRedirectUrl(path: string): string {
  return new URL(path, globalThis.location.origin).toString();
}
