import { describe, expect, it } from 'vitest';
import { countVisit, isIosSafari, shouldOfferInstall } from '@/offline/pwa/install-timing';

const DAY = 24 * 60 * 60 * 1_000;
const now = 100 * DAY;
const first = { visits: 1, cartItems: 0, dismissedAt: null, standalone: false, now };

describe('shouldOfferInstall', () => {
  it.each([
    ['not on a first visit with an empty cart', first, false],
    ['from the second visit', { ...first, visits: 2 }, true],
    ['after adding to the cart on a first visit', { ...first, cartItems: 1 }, true],
    [
      'not again within 30 days of "Non ora"',
      { ...first, visits: 5, dismissedAt: now - 29 * DAY },
      false,
    ],
    ['again after 30 days', { ...first, visits: 5, dismissedAt: now - 30 * DAY }, true],
    ['never inside the installed app', { ...first, visits: 5, standalone: true }, false],
  ])('%s', (_name, moment, expected) => {
    expect(shouldOfferInstall(moment)).toBe(expected);
  });
});

describe('countVisit', () => {
  it('counts a browser session once', () => {
    const local = new Map<string, string>();
    const asStorage = (map: Map<string, string>) =>
      ({
        getItem: (key: string) => map.get(key) ?? null,
        setItem: (key: string, value: string) => void map.set(key, value),
      }) as unknown as Storage;
    const firstSession = asStorage(new Map());
    expect(countVisit(asStorage(local), firstSession)).toBe(1);
    expect(countVisit(asStorage(local), firstSession)).toBe(1);
    expect(countVisit(asStorage(local), asStorage(new Map()))).toBe(2);
  });
});

describe('isIosSafari', () => {
  it('recognises iPhone and iPad Safari, not Chrome on iOS or a desktop Mac', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
    const ipad =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
    expect(isIosSafari(iphone, 5)).toBe(true);
    expect(isIosSafari(ipad, 5)).toBe(true);
    expect(isIosSafari(ipad, 0)).toBe(false);
    expect(isIosSafari(iphone.replace('Version/18.0', 'CriOS/130.0'), 5)).toBe(false);
  });
});
