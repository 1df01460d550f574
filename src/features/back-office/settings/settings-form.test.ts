import { describe, expect, it } from 'vitest';
import {
  formToSettingsChanges,
  isValidIban,
  settingsFormSchema,
  settingsToForm,
} from '@/features/back-office/settings/settings-form';
import { sampleShopSettings } from '@/domain/shop/sample-shop-settings';

describe('settings form', () => {
  it('round-trips the stored row', () => {
    const values = settingsToForm({ ...sampleShopSettings, order_cutoff_time: '14:00:00' });
    expect(values.order_cutoff_time).toBe('14:00');
    expect(settingsFormSchema.safeParse(values).success).toBe(true);
    const changes = formToSettingsChanges(values);
    expect(changes.cash_on_delivery_provinces).toEqual(
      sampleShopSettings.cash_on_delivery_provinces,
    );
    // Blank ribbon lines (the sample has one) are dropped on save: the ribbon skips them anyway.
    expect(changes.ribbon_texts).toEqual(
      sampleShopSettings.ribbon_texts.filter((text) => text.trim() !== ''),
    );
    expect(changes.free_shipping_threshold).toBe(sampleShopSettings.free_shipping_threshold);
  });

  it('cleans lists, codes and empty optional fields', () => {
    const values = {
      ...settingsToForm(sampleShopSettings),
      cash_on_delivery_provinces: 'to, at;cn  TO',
      ribbon_texts: '  Primo \n\n Secondo  \n',
      iban: 'it60 x054 2811 1010 0000 0123 456',
      whatsapp: '  ',
      province: 'to',
    };
    expect(formToSettingsChanges(values)).toMatchObject({
      cash_on_delivery_provinces: ['TO', 'AT', 'CN'],
      ribbon_texts: ['Primo', 'Secondo'],
      iban: 'IT60X0542811101000000123456',
      whatsapp: null,
      province: 'TO',
    });
  });

  it('explains wrong values in Italian', () => {
    const result = settingsFormSchema.safeParse({
      ...settingsToForm(sampleShopSettings),
      free_shipping_threshold: -1,
      order_cutoff_time: '25:00',
      iban: 'IT00 0000',
      instagram_url: 'http://instagram.com/x',
      ribbon_texts: Array.from({ length: 7 }, (_, index) => `Messaggio ${index}`).join('\n'),
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      free_shipping_threshold: 'Soglia di spedizione gratuita: l’importo non può essere negativo',
      order_cutoff_time: 'Orario non valido, es. 14:00',
      iban: 'IBAN non valido',
      instagram_url: 'Indirizzo non valido: deve iniziare con https://',
      ribbon_texts: 'Al massimo 6 messaggi, uno per riga',
    });
  });

  it('checks IBAN check digits', () => {
    expect(isValidIban('IT60 X054 2811 1010 0000 0123 456')).toBe(true);
    expect(isValidIban('IT61 X054 2811 1010 0000 0123 456')).toBe(false);
  });
});
