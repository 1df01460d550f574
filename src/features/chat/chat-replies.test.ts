import { describe, expect, it } from 'vitest';
import { chatReply } from '@/features/chat/chat-replies';

describe('chatReply (spec §4: keyword replies)', () => {
  it.each([
    ['Ciao!', 'greeting'],
    ['Buongiorno a tutti', 'greeting'],
    ['Quali sono i prezzi?', 'price'],
    ['Quanto costa una confezione?', 'price'],
    ['C’è uno sconto per i ristoranti?', 'price'],
    ['Quando arriva la consegna?', 'delivery'],
    ['Spedite anche in Sicilia?', 'delivery'],
    ['Avete pane senza glutine?', 'gluten'],
    ['Sono celiaca', 'gluten'],
    ['Che ingredienti usate?', 'ingredients'],
    ['Ci sono allergeni?', 'ingredients'],
    ['Come faccio un ordine?', 'order'],
    ['Vorrei annullare l’ordinazione', 'order'],
    ['Dove trovo le FAQ?', 'faq'],
    ['Grazie mille', 'thanks'],
    ['Qual è il senso della vita?', 'fallback'],
  ])('“%s” → %s', (message, topic) => {
    expect(chatReply(message).topic).toBe(topic);
  });

  it('reads accents and capitals like plain letters', () => {
    expect(chatReply('CELIACHÌA').topic).toBe('gluten');
    expect(chatReply('SPEDIZIONE').topic).toBe('delivery');
  });

  it('answers the question before the greeting', () => {
    expect(chatReply('Ciao, quanto costa la spedizione?').topic).toBe('delivery');
  });

  it('does not match a keyword inside another word', () => {
    expect(chatReply('scostamento').topic).toBe('fallback');
    expect(chatReply('ciaone').topic).toBe('fallback');
  });

  it('says what the FAQ says about shipping and points the unknown to the FAQ and Contatti', () => {
    expect(chatReply('consegna').text).toContain('50 €');
    expect(chatReply('consegna').text).toContain('7,90 €');
    expect(chatReply('1-2 giorni?').text).toMatch(/FAQ.*Contatti/);
  });
});
