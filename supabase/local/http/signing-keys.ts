import { randomUUID } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';

/** The asymmetric algorithms hosted Auth signs with (ES256 for new projects, RS256 accepted). */
export type SigningAlgorithm = 'ES256' | 'RS256';

/**
 * The project's asymmetric signing keys as hosted Auth has them: the first key of the file
 * signs new access tokens (its `kid` in the header), every key's public half is published at
 * `/auth/v1/.well-known/jwks.json` and verifies tokens. Undefined when the project uses the
 * legacy shared secret only (no `signing_keys_path` in config.toml).
 */
export interface SigningKeys {
  kid: string;
  alg: SigningAlgorithm;
  privateKey: CryptoKey;
  /** The public JWKs, as the JWKS endpoint answers them. */
  publicJwks: JWK[];
  /** Resolves a token's `kid` to its public key. */
  resolve: JWTVerifyGetKey;
}

const privateMembers = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'] as const;

function publicHalf(jwk: JWK): JWK {
  const copy: JWK = { ...jwk, key_ops: ['verify'] };
  for (const member of privateMembers) delete copy[member];
  delete copy.ext;
  return copy;
}

function isSigningAlgorithm(alg: unknown): alg is SigningAlgorithm {
  return alg === 'ES256' || alg === 'RS256';
}

/**
 * Reads a signing keys file in the Supabase CLI's layout (`supabase gen signing-key`): a JSON
 * array of private JWKs, each with `kid` and `alg`. Symmetric entries are skipped: the shared
 * secret is the stack's own legacy key.
 */
export async function loadSigningKeys(path: string): Promise<SigningKeys> {
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!Array.isArray(parsed)) throw new Error(`${path}: expected a JSON array of JWKs`);
  const jwks = (parsed as JWK[]).filter((jwk) => isSigningAlgorithm(jwk.alg));
  const first = jwks[0];
  if (!first?.kid || !isSigningAlgorithm(first.alg)) {
    throw new Error(`${path}: the first key needs a kid and alg ES256 or RS256`);
  }
  // WebCrypto refuses `verify` among a private key's usages: import it for signing only.
  const { key_ops: _keyOps, ...privateJwk } = first;
  const privateKey = (await importJWK(privateJwk, first.alg)) as CryptoKey;
  const publicJwks = jwks.map(publicHalf);
  return {
    kid: first.kid,
    alg: first.alg,
    privateKey,
    publicJwks,
    resolve: createLocalJWKSet({ keys: publicJwks }),
  };
}

/** A new private JWK as `supabase gen signing-key --algorithm <alg>` writes it. */
export async function generateSigningJwk(alg: SigningAlgorithm): Promise<JWK> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: randomUUID(), alg, use: 'sig', key_ops: ['sign', 'verify'], ext: true };
}

/**
 * Creates the signing keys file when it is missing (it holds a private key, so it is never
 * committed): one key of `alg`. Written under a temporary name and linked into place, so
 * stacks starting side by side all read the one key that won.
 */
export async function ensureSigningKeysFile(path: string, alg: SigningAlgorithm): Promise<void> {
  if (existsSync(path)) return;
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${randomUUID()}.tmp`;
  writeFileSync(temporary, `${JSON.stringify([await generateSigningJwk(alg)], null, 2)}\n`, {
    mode: 0o600,
  });
  try {
    linkSync(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}
