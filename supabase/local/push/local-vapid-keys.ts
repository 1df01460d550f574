// The local stack's VAPID key pair (Web Push, decision 022), public like the stack's demo keys:
// it only signs pushes this machine's order-follow-up sends, to subscriptions made against a
// build that carries its public half (src/lib/env.ts). A hosted project sets its own pair with
// `supabase secrets set` and builds with VITE_VAPID_PUBLIC_KEY (README, "Deploying").
export const localVapidPublicKey =
  'BEIx2asXv8l179PzYB5KLqlER7WbC8O_ye2xffnTHaPrxT4INhlv8_huTv9ANPxpH8b7IClM5OW5w088HxADRPE';
export const localVapidPrivateKey = 'aWDKmQWWciLAMGJo_ISPfFNQzFBJ0qSr2h6mt2yPz9s';
export const localVapidSubject = 'mailto:ordini@bottegadelbun.it';
