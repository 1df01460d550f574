import { describe, expect, it } from 'vitest';
import {
  fallbackShopDetails,
  phoneHref,
  shopDetailsFromSettings,
} from '@/domain/shop/shop-details';
import { sampleShopSettings } from '@/domain/shop/sample-shop-settings';
import { shopAddressLine, shopInfo, socialProfiles } from '@/domain/shop/shop-info';

describe('shopDetailsFromSettings', () => {
  it('uses the built-in data while there is no settings row', () => {
    const details = shopDetailsFromSettings(undefined);
    expect(details).toBe(fallbackShopDetails);
    expect(details.addressLine).toBe(shopAddressLine);
    expect(details.phoneHref).toBe(shopInfo.phoneHref);
    expect(details.socials).toEqual(socialProfiles);
  });

  it('prints what the admin saved', () => {
    const details = shopDetailsFromSettings(sampleShopSettings);
    expect(details).toMatchObject({
      legalName: 'Forno di Prova S.r.l.',
      addressLine: 'Corso Francia 5, 10138 Torino (TO)',
      vatNumber: '00743110157',
      rea: 'TO-0000001',
      shareCapital: '€ 20.000 i.v.',
      email: 'ciao@fornodiprova.it',
      phone: '+39 011 123 4567',
      phoneHref: 'tel:+390111234567',
    });
  });

  it('keeps only the social networks that have an address, in the usual order', () => {
    expect(shopDetailsFromSettings(sampleShopSettings).socials).toEqual([
      { network: 'Instagram', url: 'https://www.instagram.com/fornodiprova' },
      { network: 'X', url: 'https://x.com/fornodiprova' },
      { network: 'TikTok', url: 'https://www.tiktok.com/@fornodiprova' },
    ]);
  });

  it('drops blank ribbon texts', () => {
    expect(shopDetailsFromSettings(sampleShopSettings).ribbonTexts).toEqual([
      'Pane fresco ogni mattina',
      'Consegna refrigerata',
    ]);
  });
});

describe('phoneHref', () => {
  it('keeps only the plus sign and digits', () => {
    expect(phoneHref('+39 011/640.12-34')).toBe('tel:+390116401234');
  });
});
