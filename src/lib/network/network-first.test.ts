// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { HttpError } from '@/lib/http-error';
import {
  deviceCopiesWritten,
  networkFirst,
  OfflineUnavailableError,
} from '@/lib/network/network-first';
import { isUnreachable } from '@/lib/network/reachability';

afterEach(() => {
  vi.restoreAllMocks();
});

/** supabase-js's answer when fetch itself failed. */
const networkFailure = new ApiError(0, '', { message: 'TypeError: Failed to fetch' });

function read(network: () => Promise<string>, local: string | undefined) {
  const remembered: string[] = [];
  const result = networkFirst({
    network,
    remember: async (data) => {
      remembered.push(data);
    },
    fallback: async () => local,
  });
  return { result, remembered };
}

describe('networkFirst', () => {
  it('answers from the network and refreshes the local copy', async () => {
    const { result, remembered } = read(async () => 'server', 'device');
    await expect(result).resolves.toBe('server');
    expect(remembered).toEqual(['server']);
  });

  it('answers from the device when the network fails or the server is down', async () => {
    await expect(read(() => Promise.reject(networkFailure), 'device').result).resolves.toBe(
      'device',
    );
    const down = new HttpError(503, 'Service Unavailable');
    await expect(read(() => Promise.reject(down), 'device').result).resolves.toBe('device');
  });

  it('passes a real server answer such as 403 on, and the failure when nothing is kept', async () => {
    const refused = new HttpError(403, 'Forbidden');
    await expect(read(() => Promise.reject(refused), 'device').result).rejects.toBe(refused);
    await expect(read(() => Promise.reject(networkFailure), undefined).result).rejects.toBe(
      networkFailure,
    );
  });

  it('does not try the network while the browser says it is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const network = vi.fn(async () => 'server');
    await expect(read(network, 'device').result).resolves.toBe('device');
    await expect(read(network, undefined).result).rejects.toBeInstanceOf(OfflineUnavailableError);
    expect(network).not.toHaveBeenCalled();
  });

  it('answers before its copy is written, and says when every copy is on the device', async () => {
    let finishWrite = () => undefined as void;
    const written: string[] = [];
    const answer = await networkFirst({
      network: async () => 'server',
      remember: (data) =>
        new Promise<void>((resolve) => {
          finishWrite = () => {
            written.push(data);
            resolve();
          };
        }),
      fallback: async () => undefined,
    });
    expect(answer).toBe('server');
    expect(written).toEqual([]);
    const settled = deviceCopiesWritten().then(() => [...written]);
    finishWrite();
    await expect(settled).resolves.toEqual(['server']);
    await expect(deviceCopiesWritten()).resolves.toBeUndefined();
  });
});

describe('isUnreachable', () => {
  it('is true for no answer, timeouts and server errors only', () => {
    expect(
      [new TypeError('Failed to fetch'), networkFailure, { status: 408 }, { status: 502 }].map(
        isUnreachable,
      ),
    ).toEqual([true, true, true, true]);
    expect([{ status: 401 }, { status: 404 }, { status: 400 }].map(isUnreachable)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
