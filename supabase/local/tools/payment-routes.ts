// The local test payments: the Stripe stand-in API under /_local/stripe (what
// create-checkout-session calls when no Stripe key is set) and the payment page under
// /_local/pay/<sessionId>. Both are switched off as soon as functions get a STRIPE_SECRET_KEY.
import { functionEnv } from '../functions/function-loader.ts';
import type { StackContext } from '../http/types.ts';
import { jsonResponse } from '../http/types.ts';
import { type CheckoutEmulator, createCheckoutEmulator } from '../payments/checkout-emulator.ts';
import { localPayPagePrefix, localStripePrefix } from '../payments/local-function-env.ts';
import { deliverCheckoutEvent } from '../payments/webhook-delivery.ts';
import { htmlResponse } from './html-page.ts';
import { payNoticePage, payPage, successUrlOf, webhookFailedPage } from './pay-pages.ts';

function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}

/** Serves `/_local/stripe/…` and `/_local/pay/…`; undefined for any other path. */
export function createPaymentRoutes(): (
  request: Request,
  ctx: StackContext,
  path: string,
) => Promise<Response | undefined> {
  let emulator: CheckoutEmulator | undefined;

  async function payRoute(
    request: Request,
    ctx: StackContext,
    sessionId: string,
    checkout: CheckoutEmulator,
  ): Promise<Response> {
    const pageUrl = `${localPayPagePrefix}/${sessionId}`;
    const entry = checkout.find(sessionId);
    if (!entry) {
      return htmlResponse(
        payNoticePage(
          'Sessione di pagamento non trovata',
          'Torna al negozio e avvia di nuovo il pagamento (le sessioni di prova non sopravvivono al riavvio dello stack).',
        ),
        404,
      );
    }
    const { session } = entry;
    if (session.status === 'complete') {
      return request.method === 'POST'
        ? redirect(successUrlOf(entry))
        : htmlResponse(
            payNoticePage(
              'Pagamento già completato',
              'Questo pagamento di prova è già stato completato.',
              { href: successUrlOf(entry), label: 'Vai alla conferma dell’ordine' },
            ),
          );
    }
    if (session.status === 'expired') {
      const back = session.cancel_url
        ? { href: session.cancel_url, label: 'Torna al negozio' }
        : undefined;
      return htmlResponse(
        payNoticePage('Sessione di pagamento scaduta', 'Il tempo per pagare è scaduto.', back),
        410,
      );
    }
    if (request.method !== 'POST') return htmlResponse(payPage(entry, pageUrl));

    const secret = functionEnv(ctx).STRIPE_WEBHOOK_SECRET;
    if (!secret) {
      return htmlResponse(
        payNoticePage(
          'Pagamenti di prova non configurati',
          'Manca STRIPE_WEBHOOK_SECRET nell’ambiente delle funzioni.',
        ),
        500,
      );
    }
    const form = new URLSearchParams(await request.text());
    const method = form.get('method') ?? undefined;
    if (method !== undefined && !session.payment_method_types.includes(method)) {
      return htmlResponse(
        payNoticePage('Metodo non disponibile', 'Questo metodo di pagamento non è offerto.'),
        400,
      );
    }
    // Like Stripe: the payment succeeds first, then the shop hears of it through its webhook.
    const completed = checkout.complete(sessionId, method);
    const delivery = await deliverCheckoutEvent(
      `${ctx.apiUrl}/functions/v1/stripe-webhook`,
      secret,
      'checkout.session.completed',
      completed.session,
    );
    if (delivery.status >= 200 && delivery.status < 300) return redirect(successUrlOf(completed));
    checkout.reopen(sessionId);
    return htmlResponse(webhookFailedPage(delivery.status, delivery.body, pageUrl), 502);
  }

  return async (request, ctx, path) => {
    const inStripe = path === localStripePrefix || path.startsWith(`${localStripePrefix}/`);
    const payMatch = new RegExp(`^${localPayPagePrefix}/([A-Za-z0-9_]+)$`).exec(path);
    if (!inStripe && !payMatch) return undefined;

    // Whoever configured a real key wants real payments: the stand-in must not answer then.
    if (functionEnv(ctx).STRIPE_SECRET_KEY) {
      return inStripe
        ? jsonResponse(
            {
              error: {
                type: 'invalid_request_error',
                message: 'Local test payments are off: STRIPE_SECRET_KEY is set.',
              },
            },
            403,
          )
        : htmlResponse(
            payNoticePage(
              'Pagamenti di prova disattivati',
              'È configurata una chiave Stripe: i pagamenti passano da Stripe, non da questa pagina.',
            ),
            403,
          );
    }
    emulator ??= createCheckoutEmulator({
      sessionUrl: (id) => `${ctx.apiUrl}${localPayPagePrefix}/${id}`,
    });
    if (inStripe) return emulator.handle(request, path.slice(localStripePrefix.length));
    if (request.method !== 'GET' && request.method !== 'POST')
      return jsonResponse({ message: 'Method not allowed' }, 405);
    return payRoute(request, ctx, payMatch?.[1] ?? '', emulator);
  };
}
