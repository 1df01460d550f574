import { describe, expect, it } from 'vitest';
import { describeStatusError } from '@/app/errors/router-error-fallback';
import { statusErrorDetails } from '@/app/errors/status-error';
import { HttpError } from '@/lib/http-error';

describe('router errors with a status', () => {
  it('reads a thrown Response', () => {
    const details = statusErrorDetails(
      new Response(null, { status: 503, statusText: 'Service Unavailable' }),
    );
    expect(details).toEqual({ status: 503, statusText: 'Service Unavailable' });
    expect(describeStatusError(details ?? { status: 0 })).toBe('503 Service Unavailable');
  });

  it('reads an HttpError and prefers its status text to its message', () => {
    const details = statusErrorDetails(new HttpError(404, 'Not Found', 'Prodotto non trovato'));
    expect(details).toEqual({
      status: 404,
      statusText: 'Not Found',
      message: 'Prodotto non trovato',
    });
    expect(describeStatusError(details ?? { status: 0 })).toBe('404 Not Found');
  });

  it('falls back to the message when there is no status text', () => {
    const details = statusErrorDetails(
      Object.assign(new Error('Catalogo non disponibile'), { status: 500 }),
    );
    expect(describeStatusError(details ?? { status: 0 })).toBe('500 Catalogo non disponibile');
  });

  it('leaves ordinary render errors to the error screen', () => {
    expect(
      statusErrorDetails(new TypeError("Cannot read properties of undefined (reading 'name')")),
    ).toBeUndefined();
    expect(statusErrorDetails('boom')).toBeUndefined();
  });
});
