import { describe, expect, it } from 'vitest';
import { describeDevice } from '@/offline/push/browser-push';

describe('the name of a device in the list', () => {
  it('says the browser and the system in Italian', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome su Android');
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari su iPhone');
    // iPadOS presents itself as a Mac; the touch points tell them apart.
    const ipad =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
    expect(describeDevice(ipad, 5)).toBe('Safari su iPad');
    expect(describeDevice(ipad, 0)).toBe('Safari su Mac');
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge su Windows');
    expect(describeDevice('curl/8.0')).toBe('Browser');
  });
});
