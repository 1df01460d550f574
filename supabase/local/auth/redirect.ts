import type { AuthSettings } from '../config.ts';

/**
 * GoTrue's allow-list globs (gobwas/glob with `.` and `/` as separators): `**` crosses
 * separators, `*` and `?` do not.
 */
export function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i] ?? '';
    if (char === '*' && pattern[i + 1] === '*') {
      source += '.*';
      i++;
    } else if (char === '*') {
      source += '[^./]*';
    } else if (char === '?') {
      source += '[^./]';
    } else {
      source += char.replace(/[\\^$.|+()[\]{}]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}

function hostnameOf(url: string): string | undefined {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

/**
 * Whether GoTrue would redirect to `url` (internal/utilities/request.go `IsRedirectURLValid`):
 * the site URL's own host, or a match with one of the additional redirect URLs.
 */
export function isRedirectAllowed(settings: AuthSettings, url: string): boolean {
  if (url === '' || /\s/.test(url)) return false;
  const host = hostnameOf(url);
  if (host === undefined) return false;
  if (host === hostnameOf(settings.siteUrl)) return true;
  return settings.additionalRedirectUrls.some((pattern) => globToRegExp(pattern).test(url));
}

/** The redirect target for a request's `redirect_to`: the allowed value, else the site URL. */
export function resolveRedirect(
  settings: AuthSettings,
  requested: string | null | undefined,
): string {
  return requested && isRedirectAllowed(settings, requested) ? requested : settings.siteUrl;
}

/** `redirect_to` travels as a query parameter (auth-js `_request`), admin links carry it in the body. */
export function redirectParam(request: Request): string | null {
  return new URL(request.url).searchParams.get('redirect_to');
}
