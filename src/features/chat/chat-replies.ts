import { shippingFacts } from '@/features/chat/faq-entries';
import { foldText } from '@/lib/fold-text';

/** Spec §9: the assistant answers 600 ms after a message. */
export const CHAT_REPLY_DELAY_MS = 600;

export const CHAT_GREETING =
  'Ciao! Sono l’assistente della Bottega del Bun. Chiedimi di prodotti, prezzi, consegne o ordini, oppure apri le domande frequenti.';

export type ReplyTopic =
  | 'gluten'
  | 'ingredients'
  | 'delivery'
  | 'price'
  | 'order'
  | 'faq'
  | 'thanks'
  | 'greeting'
  | 'fallback';

interface ReplyRule {
  topic: Exclude<ReplyTopic, 'fallback'>;
  /** Matched against the message in lower case without accents. */
  pattern: RegExp;
  reply: string;
}

// Most specific topics first: "ciao, quanto costa la spedizione?" is about shipping, not a
// greeting, and "spedizione" answers with both delivery time and cost.
const rules: readonly ReplyRule[] = [
  {
    topic: 'gluten',
    pattern: /\b(glutine|gluten|celiac\w*|senza glutine)\b/,
    reply:
      'Abbiamo anche un bun senza glutine: nella pagina Prodotti puoi mostrare solo i prodotti senza glutine. In ogni scheda gli allergeni sono evidenziati, glutine compreso.',
  },
  {
    topic: 'ingredients',
    pattern: /\b(ingredient\w*|allergen\w*|farin\w*|lievit\w*|latte|uova|sesamo|vegan\w*)\b/,
    reply:
      'Usiamo farine selezionate, lievito madre e lievitazioni di oltre 18 ore. Ingredienti, allergeni e valori nutrizionali di ogni bun sono nella sua scheda, nella pagina Prodotti.',
  },
  {
    topic: 'delivery',
    pattern: /\b(consegn\w*|spedi\w*|corrier\w*|arriv\w*|recapit\w*)\b/,
    reply: `Consegniamo ${shippingFacts.delivery}. La spedizione è gratuita da ${shippingFacts.freeFrom}, altrimenti parte da ${shippingFacts.feeFrom}.`,
  },
  {
    topic: 'price',
    pattern: /\b(prezz\w*|cost\w*|listino|scont\w*|offert\w*|euro)\b|€/,
    reply: `Il prezzo di ogni confezione è nella pagina Prodotti. Con il bundle personalizzato hai il 10% di sconto ogni 5 pacchi, e la spedizione è gratuita da ${shippingFacts.freeFrom}.`,
  },
  {
    topic: 'order',
    pattern: /\b(ordin\w*|acquist\w*|compr\w*|annull\w*|modific\w*|carrello)\b/,
    reply:
      'Per ordinare aggiungi i bun al carrello e procedi al checkout con il tuo account. Puoi modificare o annullare un ordine entro 2 ore.',
  },
  {
    topic: 'faq',
    pattern: /\b(faq|domande frequenti|domande)\b/,
    reply:
      'Trovi le risposte più richieste nelle domande frequenti: tocca il pulsante «FAQ» qui sotto.',
  },
  {
    topic: 'thanks',
    pattern: /\b(grazie|ringrazi\w*|gentilissim\w*)\b/,
    reply: 'Prego, è stato un piacere! Se ti serve altro, sono qui.',
  },
  {
    topic: 'greeting',
    pattern: /\b(ciao|salve|buongiorno|buonasera|buon pomeriggio|hey|ehi|hello)\b/,
    reply: 'Ciao! Come posso aiutarti? Chiedimi di bun, prezzi, consegne o ordini.',
  },
];

const FALLBACK_REPLY =
  'Non sono sicuro di aver capito. Prova a guardare le domande frequenti (pulsante «FAQ») oppure scrivici dalla pagina Contatti: ti risponderemo al più presto.';

/** The assistant's answer to a message, chosen by keywords (spec §4). */
export function chatReply(message: string): { topic: ReplyTopic; text: string } {
  const text = foldText(message);
  const rule = rules.find((candidate) => candidate.pattern.test(text));
  return rule
    ? { topic: rule.topic, text: rule.reply }
    : { topic: 'fallback', text: FALLBACK_REPLY };
}
