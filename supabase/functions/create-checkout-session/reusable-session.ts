import Stripe from 'stripe';

export type ExistingSession =
  { kind: 'open'; id: string; url: string } | { kind: 'complete' } | { kind: 'gone' };

/** The state of a session created earlier for the order; a session Stripe no longer knows is gone. */
export async function findReusableSession(
  stripe: Stripe,
  sessionId: string,
): Promise<ExistingSession> {
  try {
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    if (session.status === 'open' && session.url) {
      return { kind: 'open', id: session.id, url: session.url };
    }
    return session.status === 'complete' ? { kind: 'complete' } : { kind: 'gone' };
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeInvalidRequestError &&
      error.code === 'resource_missing'
    ) {
      return { kind: 'gone' };
    }
    throw error;
  }
}
