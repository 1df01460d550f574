import type { BrowserContext, Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { uniqueEmail } from '../../support/supabase-clients.ts';
import { signInAsAdmin } from '../../support/admin-sign-in.ts';
import { asReturningVisitor } from '../shell/shell-helpers.ts';

/** The newsletter popup's storage key and a "subscribed" flag: it never opens over a test. */
const NEWSLETTER_POPUP_KEY = 'bottega-del-bun:newsletter-popup';
const NEWSLETTER_HANDLED = JSON.stringify({ handled: true, expiresAt: null });

/**
 * A returning visitor who has answered the cookie banner and the newsletter popup, so neither
 * covers the page under test.
 */
export async function asSettledVisitor(context: BrowserContext): Promise<void> {
  await asReturningVisitor(context);
  await context.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [NEWSLETTER_POPUP_KEY, NEWSLETTER_HANDLED] as const,
  );
}

/** A unique suffix for data a test creates in the shared database. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

/**
 * Signs a fresh, confirmed customer in and hands the session to the page the way supabase-js
 * stores it (localStorage `sb-<host>-auth-token`), so the app starts signed in.
 */
export async function signInFreshCustomer(
  context: BrowserContext,
  {
    serviceClient,
    stackUrl,
    anonKey,
    clientIp,
  }: {
    serviceClient: SupabaseClient;
    stackUrl: string;
    anonKey: string;
    clientIp: string;
  },
): Promise<string> {
  const email = uniqueEmail('vetrina');
  const password = 'Vetrina-Bun-2026';
  const created = await serviceClient.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { name: 'Cliente Vetrina' },
  });
  if (created.error) throw new Error(`createUser: ${created.error.message}`);
  await handSessionToPage(context, { stackUrl, anonKey, clientIp }, { email, password });
  return email;
}

/**
 * Signs `account` in through the API and hands the session to the page the way supabase-js
 * stores it (localStorage `sb-<host>-auth-token`), so the app starts signed in: no login form,
 * whose timing is another test's business.
 */
export async function handSessionToPage(
  context: BrowserContext,
  { stackUrl, anonKey, clientIp }: { stackUrl: string; anonKey: string; clientIp: string },
  { email, password, totpSecret }: { email: string; password: string; totpSecret?: string },
): Promise<void> {
  // Signed in from this test's own loopback address: per-IP sign-in limits stay per "person".
  const anon = createClient(stackUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { 'x-forwarded-for': clientIp } },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  // An admin's session passes the second factor too (aal2): the console asks for it otherwise.
  if (totpSecret) await signInAsAdmin(anon, { email, password, totpSecret });
  else {
    const signedIn = await anon.auth.signInWithPassword({ email, password });
    if (signedIn.error) throw new Error(`sign-in: ${signedIn.error.message}`);
  }
  const { data } = await anon.auth.getSession();
  if (!data.session) throw new Error(`sign-in of ${email}: no session`);
  const storageKey = `sb-${new URL(stackUrl).hostname.split('.')[0]}-auth-token`;
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    storageKey,
    JSON.stringify(data.session),
  ] as const);
}

/** The JSON-LD blocks of the page, parsed. */
export async function jsonLdBlocks(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** The seed catalogue in Italian alphabetical order (other tests add products of their own). */
export const seedNames = [
  'Brioche Bun al Burro',
  'Bun al Pomodoro e Origano',
  'Bun Classico',
  'Bun di Patate',
  'Bun di Segale e Cipolla Caramellata',
  'Bun Integrale ai Cinque Cereali',
  'Bun Nero al Carbone Vegetale',
  "Bun Rustico all'Olio Extravergine",
  'Bun Senza Glutine',
  'Bun Vegano alla Curcuma',
];
