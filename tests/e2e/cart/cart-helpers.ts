import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { completeProductInformation } from '../../support/complete-product.ts';

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/** An amount as the shop prints it (`27,00 €`, with its non-breaking space). */
export function euros(amount: number): string {
  return euro.format(amount);
}

export interface SeedProduct {
  id: string;
  slug: string;
  name: string;
  price: number;
}

/** A product of the seed catalogue as the database has it now. */
export async function seedProduct(client: SupabaseClient, slug: string): Promise<SeedProduct> {
  const { data, error } = await client
    .from('products')
    .select('id, slug, name, price')
    .eq('slug', slug)
    .single();
  if (error) throw new Error(`${slug}: ${error.message}`);
  return data as SeedProduct;
}

/** A throwaway product for one test (its own stock), removed again with `deleteProducts`. */
export async function createProduct(
  client: SupabaseClient,
  fields: { name: string; price: number; stock_quantity: number },
): Promise<SeedProduct> {
  const slug = `e2e-carrello-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const { data, error } = await client
    .from('products')
    .insert({
      ...completeProductInformation,
      slug,
      category: 'speciali',
      allergens: ['glutine'],
      weight_grams: 80,
      ...fields,
    })
    .select('id, slug, name, price')
    .single();
  if (error) throw new Error(`product insert failed: ${error.message}`);
  return data as SeedProduct;
}

export async function deleteProducts(client: SupabaseClient, ids: string[]): Promise<void> {
  const { error } = await client.from('products').delete().in('id', ids);
  if (error) throw new Error(`product delete failed: ${error.message}`);
}

/**
 * Marks the newsletter popup as handled (as after a subscription) for the whole context, so a
 * test that stays on the home page longer than 15 s is not interrupted by it. Only the
 * newsletter spec needs the popup itself.
 */
export async function withoutNewsletterPopup(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    localStorage.setItem(
      'bottega-del-bun:newsletter-popup',
      JSON.stringify({ handled: true, expiresAt: null }),
    );
  });
}

/** Opens the bundle builder from the home page's hero. */
export async function openBundleBuilder(page: Page) {
  await page.getByRole('button', { name: 'Crea il tuo Bundle' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Crea il tuo Bundle' });
  await dialog.getByRole('list', { name: 'Prodotti disponibili' }).waitFor();
  return dialog;
}

/**
 * Serious and critical axe violations (WCAG 2.2 AA) inside `scope` (a CSS selector: the dialog
 * or panel under test — the rest of the page is the shell's accessibility spec's job, and
 * scanning only the part that matters keeps this quick), reduced to what a failure message
 * needs. The same rule set as the shell's accessibility spec.
 */
export async function seriousAxeViolations(page: Page, scope: string) {
  const results = await new AxeBuilder({ page })
    .include(scope)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
