import { describe, expect, it } from 'vitest';
import { shopAddressLine, shopInfo, socialProfiles } from '@/domain/shop/shop-info';
import { isValidPartitaIva } from '@/lib/validation/italian-codes';

describe('shop legal data', () => {
  it('has a Partita IVA with a valid check digit', () => {
    expect(isValidPartitaIva(shopInfo.vatNumber)).toBe(true);
  });

  it('prints the registered office on one line', () => {
    expect(shopAddressLine).toBe('Via Pastrengo 18, 10024 Moncalieri (TO)');
  });

  it('links the six networks over https', () => {
    expect(socialProfiles.map((profile) => profile.network)).toEqual([
      'Instagram',
      'Facebook',
      'X',
      'LinkedIn',
      'YouTube',
      'TikTok',
    ]);
    for (const profile of socialProfiles) expect(profile.url).toMatch(/^https:\/\//);
  });
});
