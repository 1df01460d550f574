import type { SyncLine } from '@/offline/cart-sync/sync-line';

// The cart merge rule (docs/decisions/003-cart-sync.md). The server applies the same rule in
// public.merge_cart_lines; the shared table of cases (cart-merge-cases.ts) runs against both.

/** A stamp later than the reference clock counts as that clock: a fast device cannot win forever. */
function effectiveTime(line: SyncLine, now: number): number {
  return Math.min(line.updatedAt, now);
}

/**
 * Which version of one line survives: the newer change; on equal times a removal beats a live
 * line, and otherwise the server's copy stays (it is what the other devices already have).
 */
export function newerLine(device: SyncLine, server: SyncLine, now: number): SyncLine {
  const deviceTime = effectiveTime(device, now);
  const serverTime = effectiveTime(server, now);
  if (deviceTime !== serverTime) return deviceTime > serverTime ? device : server;
  return device.removed && !server.removed ? device : server;
}

/**
 * Merges a device's lines with the server's, line by line. Every line id of either side is in
 * the result exactly once (tombstones included), in the device's order and then the server's:
 * no line is lost or doubled. `now` is the server's clock.
 */
export function mergeCartLines(
  device: readonly SyncLine[],
  server: readonly SyncLine[],
  now: number,
): SyncLine[] {
  const serverById = new Map(server.map((line) => [line.lineId, line]));
  const deviceIds = new Set(device.map((line) => line.lineId));
  const merged = device.map((line) => {
    const serverLine = serverById.get(line.lineId);
    return serverLine ? newerLine(line, serverLine, now) : line;
  });
  return [...merged, ...server.filter((line) => !deviceIds.has(line.lineId))];
}
