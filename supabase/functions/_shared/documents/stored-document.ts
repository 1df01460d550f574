// Rendered documents live in the private `shop-documents` bucket under a key derived from their
// number. The first request renders and uploads; every later one (and a concurrent loser of the
// upload race) reads the stored file, so a number always returns the same bytes.
import type { SupabaseClient } from '@supabase/supabase-js';

export const documentsBucket = 'shop-documents';

async function readStored(admin: SupabaseClient, path: string): Promise<Uint8Array | undefined> {
  const { data, error } = await admin.storage.from(documentsBucket).download(path);
  if (error || !data) return undefined;
  return new Uint8Array(await data.arrayBuffer());
}

/** The stored document at `path`, rendering and storing it first when it does not exist yet. */
export async function storedDocument(
  admin: SupabaseClient,
  path: string,
  contentType: string,
  render: () => Promise<Uint8Array>,
): Promise<Uint8Array> {
  const existing = await readStored(admin, path);
  if (existing) return existing;
  const bytes = await render();
  const { error } = await admin.storage
    .from(documentsBucket)
    .upload(path, new Blob([new Uint8Array(bytes)], { type: contentType }), {
      contentType,
      upsert: false,
    });
  if (!error) return bytes;
  // Someone stored it between our read and our upload: theirs is the document.
  const stored = await readStored(admin, path);
  if (stored) return stored;
  throw new Error(`storing ${path} failed: ${error.message}`);
}
