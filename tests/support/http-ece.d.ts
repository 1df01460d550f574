// Types for http_ece (RFC 8188 encrypted content coding), the encryption `web-push` uses; the
// tests call it directly to pin it to RFC 8291's vector and to read what a push service got.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface EceParameters {
    version: 'aes128gcm' | 'aesgcm' | 'aesgcm128';
    /** The receiver's ECDH key pair (decrypt) or the sender's (encrypt). */
    privateKey?: ECDH;
    /** The other side's public key (encrypt: the receiver's). */
    dh?: Buffer | string;
    authSecret?: Buffer | string;
    salt?: Buffer | string;
    keyid?: string;
    rs?: number;
  }

  export function encrypt(buffer: Buffer, params: EceParameters): Buffer;
  export function decrypt(buffer: Buffer, params: EceParameters): Buffer;
}
