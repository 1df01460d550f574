/**
 * Uploads `supabase/seed-assets/<bucket>/<path>` to a Supabase project's storage, e.g. the hosted
 * one after `supabase db push` and running seed.sql (the local stack does this by itself on a
 * fresh seed). Existing files are overwritten; the buckets must exist (the migrations create them).
 *
 *   SUPABASE_URL=https://<ref>.supabase.co SUPABASE_SERVICE_ROLE_KEY=<service role key> \
 *     node --import tsx scripts/upload-seed-assets.ts [--dir supabase/seed-assets]
 *
 * The service role key bypasses RLS: keep it out of the shell history and never ship it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { z } from 'zod';
import { listSeedAssets, seedAssetCacheControl } from '../supabase/local/seed-assets.ts';
import { contentTypeForFileName } from '../supabase/local/storage/mime-types.ts';

const envSchema = z.object({
  SUPABASE_URL: z.url(),
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(20),
});

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dir: {
        type: 'string',
        default: fileURLToPath(new URL('../supabase/seed-assets', import.meta.url)),
      },
    },
  });
  const env = envSchema.safeParse(process.env);
  if (!env.success) {
    console.error('Set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (see the top of this file).');
    process.exit(2);
  }
  const supabase = createClient(env.data.SUPABASE_URL, env.data.SUPABASE_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket; supabase-js needs one (SUPABASE-API.md §0.1-2).
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });

  const assets = listSeedAssets(values.dir);
  let failures = 0;
  for (const asset of assets) {
    const { error } = await supabase.storage
      .from(asset.bucketId)
      .upload(asset.key, readFileSync(asset.filePath), {
        contentType: contentTypeForFileName(asset.key),
        upsert: true,
        // A raw upload would send `max-age=<cacheControl>`; this header carries the full directive.
        headers: { 'cache-control': seedAssetCacheControl },
      });
    if (error) {
      failures += 1;
      console.error(`✗ ${asset.bucketId}/${asset.key}: ${error.message}`);
    } else {
      console.log(`✓ ${asset.bucketId}/${asset.key}`);
    }
  }
  console.log(`${assets.length - failures} of ${assets.length} seed assets uploaded.`);
  process.exit(failures > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
