import type { Service } from '../http/types.ts';
import { jsonResponse } from '../http/types.ts';
import { outboxListPage, outboxMailPage } from './outbox-pages.ts';

function html(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

/**
 * Developer tools that hosted Supabase has elsewhere (Inbucket/Mailpit for mail): the mail
 * outbox as pages for people and JSON for tests, and a health check.
 */
export function createLocalToolsService(): Service {
  return {
    prefix: '/_local',
    maxBodyBytes: 64 * 1024,
    exposeHeaders: [],
    payloadTooLarge: () => jsonResponse({ message: 'Payload too large' }, 413),
    async handle(request, ctx) {
      const url = new URL(request.url);
      const path = url.pathname.replace(/\/+$/, '');
      if (request.method !== 'GET') return jsonResponse({ message: 'Method not allowed' }, 405);

      if (path === '/_local/health') return jsonResponse({ status: 'ok', database: ctx.db.kind });

      if (path === '/_local/outbox/messages') {
        const to = url.searchParams.get('to') ?? undefined;
        const limit = Number(url.searchParams.get('limit') ?? 100);
        return jsonResponse(await ctx.mail.list({ ...(to ? { to } : {}), limit }));
      }
      const jsonMatch = /^\/_local\/outbox\/messages\/(\d+)$/.exec(path);
      if (jsonMatch) {
        const mail = await ctx.mail.get(Number(jsonMatch[1]));
        return mail ? jsonResponse(mail) : jsonResponse({ message: 'Not found' }, 404);
      }
      if (path === '/_local/outbox') {
        const to = url.searchParams.get('to') ?? undefined;
        return html(outboxListPage(await ctx.mail.list({ ...(to ? { to } : {}) }), to));
      }
      const pageMatch = /^\/_local\/outbox\/(\d+)$/.exec(path);
      if (pageMatch) {
        const mail = await ctx.mail.get(Number(pageMatch[1]));
        return mail ? html(outboxMailPage(mail)) : html('<p>E-mail non trovata.</p>', 404);
      }
      return jsonResponse({ message: 'Not found' }, 404);
    },
  };
}
