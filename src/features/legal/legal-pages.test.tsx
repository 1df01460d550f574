import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { describeConsent } from '@/features/legal/components/consent-status';
import { categoriesFor } from '@/domain/consent/consent-record';
import { renderApp } from '@/test/render';

afterEach(() => localStorage.clear());

async function pageText(path: string, heading: string): Promise<string> {
  await renderApp(path);
  const title = await screen.findByRole('heading', { level: 1, name: heading });
  return title.closest('main')?.textContent?.replace(/\s+/g, ' ') ?? '';
}

describe('privacy policy (GDPR arts. 13–14)', () => {
  it('names the controller, purposes, legal bases, retention, recipients, transfers, rights and the Garante', async () => {
    const text = await pageText('/privacy-policy', 'Privacy Policy');
    for (const required of [
      'Bottega del Bun S.r.l.',
      'Via Pastrengo 18, 10024 Moncalieri (TO)',
      'Partita IVA 09456120014',
      'REA TO-1187654',
      'art. 6.1.b GDPR',
      'Il tuo consenso (art. 6.1.a GDPR)',
      'Obblighi di legge fiscali e contabili (art. 6.1.c GDPR)',
      '10 anni',
      'Supabase',
      'Stripe',
      'corriere',
      'Data Privacy Framework',
      'art. 15 GDPR',
      'art. 22',
      'Garante per la protezione dei dati personali',
      'info@bottegadelbun.it',
    ]) {
      expect(text, required).toContain(required);
    }
  });
});

describe('conditions of sale', () => {
  it('covers prices, delivery, payments, the perishable-goods exclusion, warranty and jurisdiction', async () => {
    const text = await pageText('/terms-of-service', 'Condizioni generali di vendita');
    for (const required of [
      'comprendono l’IVA',
      '1–2 giorni lavorativi',
      'corriere espresso refrigerato',
      'entro 2 ore',
      'art. 59, comma 1, lett. d) del Codice del Consumo (D.Lgs. 206/2005)',
      'il diritto di recesso è escluso',
      'artt. 128 e seguenti del Codice del Consumo',
      'Clienti business',
      'art. 1495 c.c.',
      'legge italiana',
      'art. 66-bis',
      'ODR',
      'PayPal',
    ]) {
      expect(text, required).toContain(required);
    }
  });
});

describe('cookie policy', () => {
  it('lists what the site really stores and how to change the choice', async () => {
    const text = await pageText('/cookie-policy', 'Cookie Policy');
    for (const required of [
      'bottega-del-bun:cart',
      'bottega-del-bun:cookie-consent',
      'bottega-del-bun:query-cache',
      'IndexedDB',
      'Cache del service worker',
      'Non usiamo cookie di profilazione',
      '6 mesi',
      'Preferenze cookie',
    ]) {
      expect(text, required).toContain(required);
    }
  });

  it('describes the current choice in words', () => {
    expect(describeConsent(null)).toContain('Non hai ancora espresso una scelta');
    const record = {
      policyVersion: 'x',
      decidedAt: '2026-11-21T10:00:00.000Z',
      method: 'customized' as const,
      categories: { necessary: true as const, statistics: true, marketing: false },
    };
    expect(describeConsent(record)).toBe(
      'Hai scelto: strumenti tecnici e statistiche (scelta del 21 novembre 2026).',
    );
    expect(describeConsent({ ...record, categories: categoriesFor('rejected-all') })).toContain(
      'solo strumenti tecnici',
    );
  });
});
