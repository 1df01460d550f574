import { type OnlinePaymentSwitches, paymentMethodsAnswer } from '@/domain/orders/payment-methods';
import { shopAddressLine, shopInfo } from '@/domain/shop/shop-info';

/** Spec §3: the five FAQ categories, in the order the FAQ view lists them. */
export const faqCategories = [
  'Prodotti',
  'Ordini e Consegne',
  'Servizi per Aziende',
  'Pagamenti e Fatturazione',
  'Informazioni Aziendali',
] as const;

export type FaqCategory = (typeof faqCategories)[number];

export interface FaqEntry {
  id: string;
  question: string;
  /** The answer as written; `liveAnswer` replaces it once the shop's settings are known. */
  answer: string;
  category: FaqCategory;
  /** For answers that depend on the admin's settings (the payment methods offered). */
  liveAnswer?: (settings: OnlinePaymentSwitches) => string;
}

/**
 * Shipping and delivery facts of spec §9, shared by the FAQ and the chat's replies. They match
 * the seed's settings (€7.90, free from €50); the checkout shows the live figures.
 */
export const shippingFacts = {
  freeFrom: '50 €',
  feeFrom: '7,90 €',
  delivery: 'in 1-2 giorni lavorativi in tutta Italia, con corriere refrigerato',
} as const;

/** The FAQ of spec §9, grouped by the categories of §3. */
export const faqEntries: readonly FaqEntry[] = [
  {
    id: 'conservazione',
    category: 'Prodotti',
    question: 'Quanto si conservano i bun?',
    answer:
      'Nella loro confezione chiusa, in un luogo fresco e asciutto, i bun si conservano 5-7 giorni. Prima di servirli scaldali in forno a 180 °C per 2-3 minuti: tornano fragranti come appena sfornati.',
  },
  {
    id: 'congelare',
    category: 'Prodotti',
    question: 'Posso congelare i bun?',
    answer:
      'Sì, si possono congelare fino a 3 mesi. Lasciali scongelare a temperatura ambiente, poi scaldali in forno a 180 °C per 2-3 minuti.',
  },
  {
    id: 'allergeni',
    category: 'Prodotti',
    question: 'Dove trovo ingredienti e allergeni?',
    answer:
      'Nella scheda di ogni prodotto trovi l’elenco completo degli ingredienti, con gli allergeni evidenziati, e i valori nutrizionali. Nella pagina Prodotti puoi anche escludere gli allergeni che non vuoi e filtrare i bun vegani o senza glutine.',
  },
  {
    id: 'spedizione',
    category: 'Ordini e Consegne',
    question: 'Quanto costa la spedizione?',
    answer: `La spedizione è gratuita per ordini da ${shippingFacts.freeFrom} in su; sotto questa cifra costa a partire da ${shippingFacts.feeFrom}.`,
  },
  {
    id: 'consegna',
    category: 'Ordini e Consegne',
    question: 'In quanto tempo arriva il mio ordine?',
    answer: `Consegniamo ${shippingFacts.delivery}, così i bun arrivano freschi e intatti.`,
  },
  {
    id: 'modifiche',
    category: 'Ordini e Consegne',
    question: 'Posso modificare o annullare un ordine?',
    answer:
      'Sì, entro 2 ore dall’ordine: contattaci indicando il numero dell’ordine e lo modifichiamo o lo annulliamo. Dopo, i bun sono già in lavorazione.',
  },
  {
    id: 'ristoranti',
    category: 'Servizi per Aziende',
    question: 'Lavorate con ristoranti e locali?',
    answer:
      'Sì: riforniamo ristoranti, hamburgerie, food truck e catering in tutta Italia, con consegne refrigerate. Trovi quantità, consegne e condizioni nella pagina Per Ristoratori.',
  },
  {
    id: 'account-aziendale',
    category: 'Servizi per Aziende',
    question: 'Come ordino come azienda?',
    answer:
      'Registrati e nel tuo profilo scegli il tipo di cliente «azienda», con ragione sociale, Partita IVA e codice SDI o PEC: potrai ricevere la fattura elettronica e pagare anche con bonifico bancario.',
  },
  {
    id: 'pagamenti',
    category: 'Pagamenti e Fatturazione',
    question: 'Quali metodi di pagamento accettate?',
    answer: paymentMethodsAnswer(),
    liveAnswer: paymentMethodsAnswer,
  },
  {
    id: 'fattura',
    category: 'Pagamenti e Fatturazione',
    question: 'Emettete fattura elettronica?',
    answer:
      'Sì: alle aziende inviamo la fattura elettronica. Servono Partita IVA e codice SDI oppure un indirizzo PEC, che puoi inserire nel tuo profilo.',
  },
  {
    id: 'laboratorio',
    category: 'Informazioni Aziendali',
    question: 'Dove si trova il vostro laboratorio?',
    answer: `Il nostro laboratorio è alle porte di Torino: ${shopAddressLine}. Lì impastiamo, formiamo a mano e cuociamo ogni bun.`,
  },
  {
    id: 'contatti',
    category: 'Informazioni Aziendali',
    question: 'Come posso contattarvi?',
    answer: `Scrivici a ${shopInfo.email}, chiamaci al ${shopInfo.phone} oppure usa il modulo della pagina Contatti.`,
  },
];

/** The entries of each category, in the order of `faqCategories`. */
export function faqByCategory(): { category: FaqCategory; entries: FaqEntry[] }[] {
  return faqCategories.map((category) => ({
    category,
    entries: faqEntries.filter((entry) => entry.category === category),
  }));
}

/** The entry's answer, with the shop's live settings where the answer depends on them. */
export function faqAnswer(entry: FaqEntry, settings: OnlinePaymentSwitches | undefined): string {
  return settings && entry.liveAnswer ? entry.liveAnswer(settings) : entry.answer;
}
