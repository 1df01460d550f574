// The demo admin's sign-in (password, then the TOTP code) lives in tests/e2e/support.
export { signInAdminAt } from '../support/admin-sign-in.ts';

/** A small SVG "photo" with a visible title, as a file for a Dropzone's input. */
export function svgFile(name: string, title: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><title>${title}</title><rect width="400" height="300" fill="#d9a05b"/><text x="20" y="160" font-size="28">${title}</text></svg>`;
  return { name, mimeType: 'image/svg+xml', buffer: Buffer.from(svg) };
}

/** Unique enough for names and slugs of one test run. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}
