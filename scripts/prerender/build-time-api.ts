import { startStack } from '../../supabase/local/stack.ts';
import { apiAnswers, type ContentSource } from './read-public-content.ts';

/** The API the build reads from, and how to let it go when done. */
export interface BuildTimeApi {
  source: ContentSource;
  /** 'running': it answered; 'demo': a throwaway local stack with the demo data. */
  kind: 'running' | 'demo';
  release(): Promise<void>;
}

/**
 * The build's own API when it answers. A build for the local stack that is not running (the e2e
 * and bench builds run before their stack starts, `npm run build` alone) reads the same demo
 * data from a throwaway in-memory stack on that very address, so the pages' picture URLs are the
 * ones the app will use. Any other unreachable API: null, and the build prerenders nothing.
 */
export async function buildTimeApi(source: ContentSource): Promise<BuildTimeApi | null> {
  if (await apiAnswers(source)) return { source, kind: 'running', release: async () => {} };
  const url = new URL(source.apiUrl);
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') return null;
  try {
    const stack = await startStack({ port: Number(url.port || 80), memory: true });
    return {
      source: { apiUrl: source.apiUrl, anonKey: stack.anonKey },
      kind: 'demo',
      release: () => stack.stop(),
    };
  } catch (error) {
    console.warn(`Stack locale temporaneo non avviato: ${String(error)}`);
    return null;
  }
}
