import type { Service } from '../http/types.ts';
import { jsonResponse } from '../http/types.ts';
import { localMailPrefix } from '../payments/local-function-env.ts';
import { htmlResponse } from './html-page.ts';
import { handleMailApi } from './mail-api.ts';
import { outboxListPage, outboxMailPage } from './outbox-pages.ts';
import { createPaymentRoutes } from './payment-routes.ts';

/**
 * Developer tools that hosted Supabase has elsewhere: the mail outbox as pages for people and
 * JSON for tests (Inbucket/Mailpit), a Resend-compatible send endpoint that fills it, the
 * local test payments standing in for Stripe Checkout, and a health check.
 */
export function createLocalToolsService(): Service {
  const paymentRoutes = createPaymentRoutes();
  return {
    prefix: '/_local',
    // Order e-mails with many lines are tens of kilobytes of HTML.
    maxBodyBytes: 1024 * 1024,
    exposeHeaders: [],
    payloadTooLarge: () => jsonResponse({ message: 'Payload too large' }, 413),
    async handle(request, ctx) {
      const url = new URL(request.url);
      const path = url.pathname.replace(/\/+$/, '');

      if (path === `${localMailPrefix}/emails`) return handleMailApi(request, ctx);
      const payment = await paymentRoutes(request, ctx, path);
      if (payment) return payment;

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
        return htmlResponse(outboxListPage(await ctx.mail.list({ ...(to ? { to } : {}) }), to));
      }
      const pageMatch = /^\/_local\/outbox\/(\d+)$/.exec(path);
      if (pageMatch) {
        const mail = await ctx.mail.get(Number(pageMatch[1]));
        return mail
          ? htmlResponse(outboxMailPage(mail))
          : htmlResponse('<p>E-mail non trovata.</p>', 404);
      }
      return jsonResponse({ message: 'Not found' }, 404);
    },
  };
}
