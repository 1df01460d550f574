import { describe, expect, it } from 'vitest';
import { readinessText } from '@/offline/readiness/readiness-text';

const now = new Date('2026-11-25T17:30:00Z'); // 18:30 in Rome

describe('readinessText', () => {
  it('says when the device became ready, in Rome time', () => {
    const text = readinessText(
      { state: 'ready', at: Date.parse('2026-11-25T17:18:00Z'), pictures: 24, withAccount: true },
      true,
      now,
    );
    expect(text.headline).toBe('Pronto per l’uso offline · aggiornato alle 18:18');
    expect(text.detail).toContain('24 foto');
    expect(text.detail).toContain('i tuoi dati e gli ultimi ordini');
    expect(text.tone).toBe('ready');
  });

  it('counts the pictures while it prepares', () => {
    const text = readinessText(
      { state: 'preparing', step: 'pictures', done: 12, total: 20, lastReadyAt: null },
      true,
      now,
    );
    expect(text.headline).toBe('Preparazione: 12 di 20 foto');
    expect(text.tone).toBe('working');
  });

  it('says what is missing and why, with the right agreement', () => {
    const one = readinessText(
      {
        state: 'incomplete',
        at: now.getTime(),
        gaps: [{ part: 'pictures', missing: 1, storageFull: false }],
        lastReadyAt: null,
      },
      true,
      now,
    );
    expect(one.detail).toMatch(/^Manca 1 foto\. /);
    const several = readinessText(
      {
        state: 'incomplete',
        at: now.getTime(),
        gaps: [{ part: 'app' }, { part: 'pictures', missing: 3, storageFull: true }],
        lastReadyAt: null,
      },
      false,
      now,
    );
    expect(several.headline).toBe('Non del tutto pronto per l’uso offline');
    expect(several.detail).toBe(
      'L’app non è ancora salvata in questo browser e mancano 3 foto (spazio esaurito sul dispositivo). Libera spazio sul dispositivo: il resto riprova da solo.',
    );
    expect(several.tone).toBe('missing');
  });

  it('asks for a connection when nothing is on the device yet and there is none', () => {
    expect(readinessText({ state: 'idle' }, false, now).headline).toBe(
      'Non pronto per l’uso offline',
    );
  });
});
