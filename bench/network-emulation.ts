import type { Browser, CDPSession } from '@playwright/test';

/**
 * The connection of Lighthouse's mobile profile ("slow 4G"): 150 ms round trip, 1.6 Mbit/s
 * down, 750 kbit/s up. The harder end of 4G, so a number within target holds on most tablets.
 */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export interface EmulatedNetwork {
  /** Bytes received over the network (headers and bodies) by every page and worker so far. */
  receivedBytes(): number;
  stop(): Promise<void>;
}

interface TargetInfo {
  targetId: string;
  type: string;
  browserContextId?: string;
}

/**
 * Applies `conditions` to every page and service worker of the browser, present and future,
 * and counts the bytes they receive. Playwright's per-page CDP session would leave the service
 * worker (the precache, the pictures) unthrottled and uncounted, so this attaches to each
 * target through the browser's own CDP session, in the non-flattened mode whose messages can
 * be routed without a session of Playwright's.
 */
export async function emulateNetwork(
  browser: Browser,
  conditions: typeof SLOW_4G,
): Promise<EmulatedNetwork> {
  const cdp: CDPSession = await browser.newBrowserCDPSession();
  let received = 0;
  let nextId = 1;
  const attached = new Set<string>();

  const sendTo = (sessionId: string, method: string, params: object) =>
    cdp.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: nextId++, method, params }),
    });

  const attach = async (target: TargetInfo) => {
    if (target.type !== 'page' && target.type !== 'service_worker') return;
    if (attached.has(target.targetId)) return;
    attached.add(target.targetId);
    try {
      const { sessionId } = await cdp.send('Target.attachToTarget', {
        targetId: target.targetId,
        flatten: false,
      });
      await sendTo(sessionId, 'Network.enable', {});
      await sendTo(sessionId, 'Network.emulateNetworkConditions', conditions);
    } catch {
      // A target that closed in the meantime has nothing more to download.
    }
  };

  cdp.on('Target.targetCreated', ({ targetInfo }) => void attach(targetInfo as TargetInfo));
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const parsed = JSON.parse(message as string) as {
      method?: string;
      params?: { encodedDataLength?: number };
    };
    if (parsed.method === 'Network.loadingFinished') {
      received += parsed.params?.encodedDataLength ?? 0;
    }
  });
  await cdp.send('Target.setDiscoverTargets', { discover: true });
  const { targetInfos } = await cdp.send('Target.getTargets');
  await Promise.all(targetInfos.map((target) => attach(target as TargetInfo)));

  return {
    receivedBytes: () => received,
    stop: () => cdp.detach(),
  };
}
