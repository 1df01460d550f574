/**
 * Environment for a Deno child process. Deno trusts only its own copy of Mozilla's root
 * certificates, so behind a TLS-inspecting proxy (whose CA sits in the operating system's
 * store, as on some CI and company machines) every `npm:` download fails with "invalid peer
 * certificate: UnknownIssuer". Trusting the system store as well changes nothing elsewhere.
 */
export function denoEnv(env: Record<string, string | undefined>): Record<string, string> {
  const defined = Object.entries(env).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return { DENO_TLS_CA_STORE: 'mozilla,system', ...Object.fromEntries(defined) };
}
