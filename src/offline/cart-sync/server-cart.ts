import { z } from 'zod/mini';
import { dataOrThrow } from '@/lib/api-error';
import type { Json } from '@/types/database.gen';
import type { SyncLine } from '@/offline/cart-sync/sync-line';
import type { CartClient } from '@/offline/cart-sync/cart-client';

const serverLineSchema = z.object({
  line_id: z.string(),
  bundle_items: z.nullable(z.array(z.object({ product_id: z.string(), quantity: z.number() }))),
  quantity: z.number(),
  updated_at: z.number(),
  removed: z.boolean(),
});
const mergeAnswerSchema = z.object({
  server_time: z.number(),
  lines: z.array(serverLineSchema),
});

/** The server cart after a merge, and the server's clock at that moment (epoch ms). */
export interface ServerCart {
  serverTime: number;
  lines: SyncLine[];
}

/**
 * Sends the device's lines to public.merge_cart_lines, which merges them into the server cart
 * (per line, newest change wins) in one transaction, and returns the whole server cart.
 */
export async function mergeWithServerCart(
  client: CartClient,
  lines: readonly SyncLine[],
): Promise<ServerCart> {
  const payload = lines.map((line) => ({
    line_id: line.lineId,
    quantity: line.quantity,
    updated_at: line.updatedAt,
    ...(line.removed ? { removed: true } : {}),
    ...(line.bundleItems && !line.removed ? { bundle_items: line.bundleItems } : {}),
  }));
  const answer = mergeAnswerSchema.parse(
    dataOrThrow(
      await client.rpc('merge_cart_lines', { lines: payload as unknown as Json }).retry(false),
    ),
  );
  return {
    serverTime: answer.server_time,
    lines: answer.lines.map((line) => ({
      lineId: line.line_id,
      quantity: line.quantity,
      bundleItems: line.bundle_items,
      updatedAt: line.updated_at,
      removed: line.removed,
    })),
  };
}
