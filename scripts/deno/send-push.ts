// Deno test host for Web Push: reads { subscription, message } as JSON on stdin, sends it with
// the order-follow-up function's own sender (web-push through its import map, the VAPID keys
// from the environment) and prints the outcome as JSON. Run by
// tests/integration/functions/web-push-on-deno.test.ts: only running it on Deno proves that
// web-push's Node crypto (ECDH, HKDF, AES-GCM, ES256) works on hosted Supabase's runtime.
import { createPushSender } from '../../supabase/functions/_shared/web-push/push-sender.ts';

const input = JSON.parse(await new Response(Deno.stdin.readable).text());
const sender = createPushSender(Deno.env.toObject());
if (!sender) throw new Error('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY or VAPID_SUBJECT is missing');
console.info(JSON.stringify(await sender.send(input.subscription, input.message)));
