import { describe, expect, it } from 'vitest';
import { storagePressureMessage } from '@/offline/pwa/storage-pressure-message';

describe('storagePressureMessage', () => {
  it('says what gave way for what', () => {
    expect(storagePressureMessage({ needed: 'outbox', freed: ['pictures'], saved: true })).toBe(
      'Spazio quasi esaurito sul dispositivo: per salvare l’ordine in attesa di invio abbiamo tolto le foto salvate per l’uso offline. Si scaricano di nuovo quando c’è spazio.',
    );
    expect(
      storagePressureMessage({ needed: 'outbox', freed: ['pictures', 'catalogue'], saved: true }),
    ).toContain('le foto salvate per l’uso offline e il catalogo salvato sul dispositivo');
  });

  it('says when even that was not enough', () => {
    expect(storagePressureMessage({ needed: 'cart', freed: ['query-cache'], saved: false })).toBe(
      'Spazio esaurito sul dispositivo: non riusciamo a salvare il carrello. Libera spazio e riprova.',
    );
  });

  it('stays quiet when nothing was given up', () => {
    expect(storagePressureMessage({ needed: 'catalogue', freed: [], saved: true })).toBeNull();
  });
});
