import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { completeProductInformation } from '../../support/complete-product.ts';
import { uniqueEmail } from '../../support/supabase-clients.ts';
import {
  anonClient,
  createTestProduct,
  expectPgError,
  serviceClient,
  signInDemo,
  type SignedIn,
  uniqueSlug,
} from './schema-helpers.ts';

// The public forms and what visitors may see of the catalogue and the editorial content.

let admin: SignedIn;

beforeAll(async () => {
  admin = await signInDemo('Amministratore');
});

async function notifications(
  type: string,
  key: string,
  value: string,
): Promise<{ title: string; body: string }[]> {
  const { data } = await admin.client
    .from('admin_notifications')
    .select('title, body')
    .eq('type', type)
    .eq(`payload->>${key}`, value)
    // Oldest first: without an order PostgreSQL returns rows in whatever order they lie in.
    .order('created_at');
  return data as { title: string; body: string }[];
}

describe('newsletter', () => {
  it('refuses a second sign-up of the same address, whatever its case, with 23505', async () => {
    const email = uniqueEmail('iscritto');
    const first = await anonClient()
      .from('newsletter_subscribers')
      .insert({ email, privacy_accepted: true });
    expect(first.error).toBeNull();
    const again = await anonClient()
      .from('newsletter_subscribers')
      .insert({ email: `  ${email.toUpperCase()} `, privacy_accepted: true });
    expectPgError(again.error, '23505');
    expect(again.status).toBe(409);
  });

  it('requires the privacy consent and a plausible address', async () => {
    const withoutConsent = await anonClient()
      .from('newsletter_subscribers')
      .insert({ email: uniqueEmail('senza-consenso'), privacy_accepted: false });
    expectPgError(withoutConsent.error, '42501');
    const notAnEmail = await anonClient()
      .from('newsletter_subscribers')
      .insert({ email: 'pippo', privacy_accepted: true });
    expectPgError(notAnEmail.error, '23514');
  });

  it('takes only the e-mail and the consent from visitors', async () => {
    const backdated = await anonClient()
      .from('newsletter_subscribers')
      .insert({
        email: uniqueEmail('retrodatato'),
        privacy_accepted: true,
        created_at: '2020-01-01T00:00:00Z',
      });
    expectPgError(backdated.error, '42501');
  });
});

describe('contact messages', () => {
  it('reach the admins as a notification', async () => {
    const email = uniqueEmail('contatto');
    const sent = await anonClient().from('contact_messages').insert({
      name: 'Franco Rinaldi',
      email,
      subject: 'Ordine per un matrimonio',
      message: 'Ci servono 300 bun per il 12 giugno: è possibile?',
    });
    expect(sent.error).toBeNull();
    const { data } = await admin.client
      .from('contact_messages')
      .select('id, user_id, handled_at')
      .eq('email', email)
      .single();
    expect(data).toMatchObject({ user_id: null, handled_at: null });
    expect(await notifications('contact_message', 'email', email)).toEqual([
      {
        title: 'Nuovo messaggio da Franco Rinaldi',
        body: 'Ordine per un matrimonio: Ci servono 300 bun per il 12 giugno: è possibile?',
      },
    ]);
  });
});

describe('catalogue visibility', () => {
  it('hides archived products from the shop but not from admins', async () => {
    const product = await createTestProduct();
    const archived = await admin.client
      .from('products')
      .update({ archived_at: new Date().toISOString() })
      .eq('id', product.id);
    expect(archived.error).toBeNull();
    expect((await anonClient().from('products').select('id').eq('id', product.id)).data).toEqual(
      [],
    );
    expect((await admin.client.from('products').select('id').eq('id', product.id)).data).toEqual([
      { id: product.id },
    ]);
  });

  it('refuses products with unknown allergens, categories or contradictory diets', async () => {
    // Complete otherwise, so each attempt is refused for its own fault, not for a missing field.
    const base = {
      ...completeProductInformation,
      name: 'Bun sbagliato',
      price: 4,
      category: 'classici',
    };
    const attempts: Record<string, unknown>[] = [
      { ...base, slug: uniqueSlug('bun-x'), allergens: ['glutine', 'cioccolato'] },
      { ...base, slug: uniqueSlug('bun-x'), category: 'pizza' },
      { ...base, slug: uniqueSlug('bun-x'), is_vegan: true, allergens: ['latte'] },
      { ...base, slug: uniqueSlug('bun-x'), is_gluten_free: true, allergens: ['glutine'] },
      { ...base, slug: uniqueSlug('bun-x'), nutritional_values: { calories: 'tante' } },
      { ...base, slug: 'Slug Con Spazi' },
      { ...base, slug: uniqueSlug('bun-x'), stock_quantity: -1 },
    ];
    for (const attempt of attempts) {
      const { error } = await admin.client.from('products').insert(attempt);
      expectPgError(error, '23514');
    }
  });

  it('tells the admins when a product runs low', async () => {
    const product = await createTestProduct({ stock_quantity: 12 });
    await admin.client.from('products').update({ stock_quantity: 9 }).eq('id', product.id);
    await admin.client.from('products').update({ stock_quantity: 0 }).eq('id', product.id);
    const titles = (await notifications('low_stock', 'product_id', product.id)).map(
      (note) => note.title,
    );
    expect(titles).toEqual([`Scorte basse: ${product.name}`, `${product.name} esaurito`]);
  });
});

describe('blog', () => {
  it('shows a post scheduled in the future only once its date has come', async () => {
    const slug = uniqueSlug('post-futuro');
    const scheduled = await admin.client.from('blog_posts').insert({
      slug,
      title: 'Articolo programmato',
      body_md: 'Presto online.',
      status: 'published',
      published_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(scheduled.error).toBeNull();
    expect((await anonClient().from('blog_posts').select('slug').eq('slug', slug)).data).toEqual(
      [],
    );
    await serviceClient()
      .from('blog_posts')
      .update({ published_at: new Date(Date.now() - 1000).toISOString() })
      .eq('slug', slug);
    expect((await anonClient().from('blog_posts').select('slug').eq('slug', slug)).data).toEqual([
      { slug },
    ]);
  });

  it('dates a post when it is published without a date', async () => {
    const slug = uniqueSlug('post');
    await admin.client.from('blog_posts').insert({ slug, title: 'Bozza', body_md: 'Testo.' });
    const published = await admin.client
      .from('blog_posts')
      .update({ status: 'published' })
      .eq('slug', slug)
      .select('published_at')
      .single();
    expect(
      Date.now() - Date.parse((published.data as { published_at: string }).published_at),
    ).toBeLessThan(60_000);
  });

  it('keeps drafts from visitors', async () => {
    const slug = uniqueSlug('bozza');
    await admin.client
      .from('blog_posts')
      .insert({ slug, title: 'Bozza segreta', body_md: randomUUID() });
    expect((await anonClient().from('blog_posts').select('slug').eq('slug', slug)).data).toEqual(
      [],
    );
  });
});
