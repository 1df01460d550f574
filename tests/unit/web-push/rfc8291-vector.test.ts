import { createECDH } from 'node:crypto';
import { decrypt, encrypt } from 'http_ece';
import webPush from 'web-push';
import { describe, expect, it } from 'vitest';
import {
  defaultPushServiceHosts,
  isPushServiceEndpoint,
  outcomeOf,
  retryAfterSeconds,
} from '../../../supabase/functions/_shared/web-push/push-sender.ts';

// RFC 8291 Appendix A: the sender's and the receiver's keys, the salt and the message, and the
// body the standard says they make. `web-push` encrypts through http_ece; pinning http_ece to
// the vector and round-tripping web-push's own request through a receiver's decryption shows
// the body a push service gets is the standard's.
const vector = {
  plaintext: 'When I grow up, I want to be a watermelon',
  senderPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  senderPublic:
    'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
  receiverPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  receiverPublic:
    'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  authSecret: 'BTBZMqHH6r4Tts7J_aSIgg',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  body: 'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

const bytes = (base64url: string) => Buffer.from(base64url, 'base64url');

function keyPair(privateKey: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(bytes(privateKey));
  return ecdh;
}

describe('RFC 8291 message encryption', () => {
  it('makes the body of Appendix A from its keys and salt', () => {
    const sender = keyPair(vector.senderPrivate);
    expect(sender.getPublicKey('base64url')).toBe(vector.senderPublic);
    const body = encrypt(Buffer.from(vector.plaintext), {
      version: 'aes128gcm',
      privateKey: sender,
      dh: bytes(vector.receiverPublic),
      authSecret: bytes(vector.authSecret),
      salt: bytes(vector.salt),
      rs: 4096,
    });
    expect(body.toString('base64url')).toBe(vector.body);
  });

  it("reads Appendix A's body with the receiver's key", () => {
    const plaintext = decrypt(bytes(vector.body), {
      version: 'aes128gcm',
      privateKey: keyPair(vector.receiverPrivate),
      authSecret: bytes(vector.authSecret),
    });
    expect(plaintext.toString('utf8')).toBe(vector.plaintext);
  });

  it("round-trips the request web-push builds for the shop's message", () => {
    const message = JSON.stringify({
      title: 'Il tuo ordine è in consegna',
      body: 'L’ordine BDB-2026-000034 è partito: arriva lunedì 30 novembre 2026.',
      url: '/orders/BDB-2026-000034',
      tag: 'order_shipped',
    });
    const vapid = webPush.generateVAPIDKeys();
    const request = webPush.generateRequestDetails(
      {
        endpoint: 'https://push.example.com/sub/1',
        keys: { p256dh: vector.receiverPublic, auth: vector.authSecret },
      },
      message,
      {
        vapidDetails: { subject: 'mailto:ordini@bottegadelbun.it', ...vapid },
        contentEncoding: 'aes128gcm',
        TTL: 43200,
      },
    );
    expect(request.headers).toMatchObject({
      'Content-Encoding': 'aes128gcm',
      TTL: 43200,
      Authorization: expect.stringMatching(new RegExp(`^vapid t=[\\w.-]+, k=${vapid.publicKey}$`)),
    });
    const plaintext = decrypt(request.body, {
      version: 'aes128gcm',
      privateKey: keyPair(vector.receiverPrivate),
      authSecret: bytes(vector.authSecret),
    });
    expect(plaintext.toString('utf8')).toBe(message);
  });
});

describe("reading a push service's answer", () => {
  it('sorts the statuses RFC 8030 gives', () => {
    expect(outcomeOf(201, null)).toEqual({ kind: 'sent' });
    expect(outcomeOf(410, null)).toEqual({ kind: 'gone', status: 410 });
    expect(outcomeOf(404, null)).toEqual({ kind: 'gone', status: 404 });
    expect(outcomeOf(429, '30')).toEqual({ kind: 'retry', status: 429, retryAfterSeconds: 30 });
    expect(outcomeOf(503, null)).toEqual({
      kind: 'retry',
      status: 503,
      retryAfterSeconds: undefined,
    });
    expect(outcomeOf(413, null, 'too large')).toEqual({
      kind: 'failed',
      status: 413,
      reason: 'too large',
    });
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-11-28T10:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Sat, 28 Nov 2026 10:02:00 GMT', now)).toBe(120);
    expect(retryAfterSeconds('Sat, 28 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    // A push service cannot park a message for years (nor overflow the queue's column).
    expect(retryAfterSeconds('99999999999', now)).toBe(3600);
    expect(retryAfterSeconds('Fri, 28 Nov 2036 10:00:00 GMT', now)).toBe(3600);
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });
});

describe('where a push may go', () => {
  const hosts = defaultPushServiceHosts;
  it('reaches the browsers’ push services over https, nothing else', () => {
    expect(isPushServiceEndpoint('https://fcm.googleapis.com/fcm/send/abc', hosts, false)).toBe(
      true,
    );
    expect(
      isPushServiceEndpoint('https://updates.push.services.mozilla.com/wpush/v2/abc', hosts, false),
    ).toBe(true);
    expect(isPushServiceEndpoint('https://web.push.apple.com/QGu', hosts, false)).toBe(true);
    expect(
      isPushServiceEndpoint('https://wns2-par02p.notify.windows.com/w/?token=x', hosts, false),
    ).toBe(true);
    expect(isPushServiceEndpoint('https://internal.bottegadelbun.it/admin', hosts, false)).toBe(
      false,
    );
    expect(isPushServiceEndpoint('https://fcm.googleapis.com.evil.example/x', hosts, false)).toBe(
      false,
    );
    expect(isPushServiceEndpoint('https://fcm.googleapis.com:8443/x', hosts, false)).toBe(false);
    expect(isPushServiceEndpoint('http://fcm.googleapis.com/fcm/send/abc', hosts, false)).toBe(
      false,
    );
    expect(isPushServiceEndpoint('not a url', hosts, false)).toBe(false);
  });

  it('reaches a push service on this machine only where the local stack allows it', () => {
    expect(isPushServiceEndpoint('http://127.0.0.1:4100/push/1', hosts, false)).toBe(false);
    expect(isPushServiceEndpoint('http://127.0.0.1:4100/push/1', hosts, true)).toBe(true);
    expect(isPushServiceEndpoint('http://10.0.0.5/push/1', hosts, true)).toBe(false);
  });
});
