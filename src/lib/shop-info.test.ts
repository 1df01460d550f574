import { describe, expect, it } from 'vitest';
import { isValidPartitaIva, shopAddressLine, shopInfo, socialProfiles } from '@/lib/shop-info';

describe('shop legal data', () => {
  it('has a Partita IVA with a valid check digit', () => {
    expect(isValidPartitaIva(shopInfo.vatNumber)).toBe(true);
  });

  it('rejects a wrong check digit or length', () => {
    expect(isValidPartitaIva('09456120015')).toBe(false);
    expect(isValidPartitaIva('0945612001')).toBe(false);
    expect(isValidPartitaIva('0945612001A')).toBe(false);
    // Another number with a correct check digit (7), computed by hand.
    expect(isValidPartitaIva('00743110157')).toBe(true);
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
