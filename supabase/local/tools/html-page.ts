// The plain HTML of the stack's /_local pages (outbox, test payments): one look, all text escaped.

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const baseStyle = `
  body { font-family: system-ui, sans-serif; margin: 2rem; color: #2b1d0e; background: #fffaf3; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #e8dccb; }
  a { color: #8a3b12; }
  iframe { width: 100%; height: 70vh; border: 1px solid #e8dccb; background: #fff; }
  .muted { color: #6b5a48; }
`;

/** A complete Italian page; `title` is escaped here, `body` must already be safe HTML. */
export function htmlPage(title: string, body: string, extraStyle = ''): string {
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${baseStyle}${extraStyle}</style></head>
<body>${body}</body></html>`;
}

export function htmlResponse(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      // Pages of a developer tool: never cached, never framed by another site.
      'cache-control': 'no-store',
      'x-frame-options': 'DENY',
    },
  });
}
