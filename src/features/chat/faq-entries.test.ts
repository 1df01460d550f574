import { describe, expect, it } from 'vitest';
import { faqByCategory, faqEntries } from '@/features/chat/faq-entries';

describe('the FAQ', () => {
  it('groups its entries under the five categories of spec §3, none empty', () => {
    expect(faqByCategory().map(({ category, entries }) => [category, entries.length > 0])).toEqual([
      ['Prodotti', true],
      ['Ordini e Consegne', true],
      ['Servizi per Aziende', true],
      ['Pagamenti e Fatturazione', true],
      ['Informazioni Aziendali', true],
    ]);
  });

  it('says what spec §9 says', () => {
    const all = faqEntries.map((entry) => entry.answer).join('\n');
    for (const fact of [
      'gratuita per ordini da 50 €',
      'a partire da 7,90 €',
      '1-2 giorni lavorativi in tutta Italia, con corriere refrigerato',
      'entro 2 ore',
      '5-7 giorni',
      'fino a 3 mesi',
      '180 °C per 2-3 minuti',
      'Carte di credito e di debito, PayPal, bonifico bancario per le aziende',
      'in contanti o con POS',
      'fattura elettronica',
      'Partita IVA e codice SDI oppure un indirizzo PEC',
    ]) {
      expect(all, fact).toContain(fact);
    }
  });

  it('gives every entry a unique id', () => {
    expect(new Set(faqEntries.map((entry) => entry.id)).size).toBe(faqEntries.length);
  });
});
