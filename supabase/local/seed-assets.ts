import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { StackContext } from './http/types.ts';
import { findBucketRules } from './storage/bucket-store.ts';
import { contentTypeForFileName } from './storage/mime-types.ts';
import { assertValidKey } from './storage/object-keys.ts';
import { objectIdOf, objectMetadataFor, upsertObject, writeBytes } from './storage/object-store.ts';

/** Seed files never change under the same name, so browsers may keep them for a year. */
export const seedAssetCacheControl = 'public, max-age=31536000, immutable';

export interface SeedAsset {
  bucketId: string;
  /** The object key inside the bucket, `/`-separated. */
  key: string;
  filePath: string;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? walk(path) : entry.isFile() ? [path] : [];
    });
}

/** Every file under `<assetsDir>/<bucket>/<key>` (dot files skipped), in a stable order. */
export function listSeedAssets(assetsDir: string): SeedAsset[] {
  if (!existsSync(assetsDir)) return [];
  return walk(assetsDir)
    .map((filePath) => {
      const [bucketId = '', ...keyParts] = relative(assetsDir, filePath).split(sep);
      return { bucketId, key: keyParts.join('/'), filePath };
    })
    .filter((asset) => asset.bucketId !== '' && asset.key !== '')
    .sort((a, b) => `${a.bucketId}/${a.key}`.localeCompare(`${b.bucketId}/${b.key}`));
}

/**
 * Puts `supabase/seed-assets/<bucket>/<path>` into local storage, as the service role would
 * upload them (upsert, so running twice changes nothing). Called once, right after seed.sql ran
 * on a fresh database; the buckets themselves come from the migrations. Returns how many
 * files were stored.
 */
export async function uploadSeedAssets(ctx: Pick<StackContext, 'db' | 'paths'>): Promise<number> {
  const assets = listSeedAssets(join(ctx.paths.supabaseDir, 'seed-assets'));
  const bucketIds = [...new Set(assets.map((asset) => asset.bucketId))];
  const missing = new Set<string>();
  for (const bucketId of bucketIds) {
    if (!(await findBucketRules(ctx.db, bucketId))) missing.add(bucketId);
  }
  for (const bucketId of missing) {
    console.warn(
      `[local stack] seed-assets/${bucketId}: no such bucket (create it in a migration); skipped`,
    );
  }
  const uploadable = assets.filter((asset) => !missing.has(asset.bucketId));

  await ctx.db.transaction(async (tx) => {
    for (const asset of uploadable) {
      const bytes = new Uint8Array(readFileSync(asset.filePath));
      const lastModified = new Date();
      const payload = {
        bytes,
        contentType: contentTypeForFileName(asset.key),
        cacheControl: seedAssetCacheControl,
        userMetadata: null,
      };
      await upsertObject(tx, {
        bucketId: asset.bucketId,
        name: assertValidKey(asset.key),
        owner: null,
        ownerId: null,
        metadata: objectMetadataFor(payload, lastModified),
        userMetadata: null,
        lastModified,
      });
      const objectId = await objectIdOf(tx, asset.bucketId, asset.key);
      if (!objectId) throw new Error(`seed asset ${asset.bucketId}/${asset.key} was not stored`);
      await writeBytes(tx, objectId, bytes);
    }
  });
  return uploadable.length;
}
