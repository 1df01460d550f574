import { expect, test } from '../support/fixtures.ts';
import { uniqueEmail } from '../../support/supabase-clients.ts';
import { waitForApp } from '../shell/shell-helpers.ts';
import { asSettledVisitor, jsonLdBlocks, uniqueSuffix } from './storefront-helpers.ts';

test.beforeEach(async ({ context }) => {
  await asSettledVisitor(context);
});

test('the blog lists the published posts and renders one', async ({ page }) => {
  await page.goto('/blog');
  await waitForApp(page);

  await test.step('published posts, newest first, with reading time; no drafts', async () => {
    const cards = page.getByTestId('blog-card');
    await expect(cards.getByRole('heading')).toContainText([
      'Cinque consigli per il burger perfetto nel tuo locale',
      'Lievito madre e 18 ore di lievitazione: perché aspettiamo',
      'Come scaldare i bun: la guida della Bottega',
    ]);
    await expect(page.getByText('In arrivo: i bun d’inverno')).toHaveCount(0);
    await expect(page.getByText("In arrivo: i bun d'inverno")).toHaveCount(0);
    await expect(cards.first().getByTestId('reading-time')).toHaveText(/^\d+ min di lettura$/);
  });

  await test.step('a post: Markdown rendered, author, date, JSON-LD Article', async () => {
    await page.getByRole('link', { name: 'Come scaldare i bun: la guida della Bottega' }).click();
    await expect(page).toHaveURL('/blog/come-scaldare-i-bun');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Come scaldare i bun: la guida della Bottega' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Come scaldare i bun: la guida della Bottega | Bottega del Bun');
    const body = page.getByTestId('post-body');
    await expect(body.getByRole('heading', { level: 2, name: 'In forno' })).toBeVisible();
    await expect(body.locator('strong', { hasText: '180°C' })).toBeVisible();
    await expect(body.locator('ol > li')).toHaveCount(3);
    await expect(body.locator('blockquote')).toContainText('Un velo di burro');
    await expect(page.getByText('di Chiara Ferrero')).toBeVisible();
    await expect(page.getByTestId('reading-time')).toHaveText(/min di lettura/);
    const article = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'BlogPosting');
    expect(article).toMatchObject({
      headline: 'Come scaldare i bun: la guida della Bottega',
      author: { name: 'Chiara Ferrero' },
      inLanguage: 'it-IT',
    });
    expect(article?.timeRequired).toMatch(/^PT\d+M$/);
  });

  await test.step('an unknown or unpublished post is not found', async () => {
    await page.goto('/blog/bun-d-inverno');
    await waitForApp(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Articolo non trovato' }),
    ).toBeVisible();
  });
});

test('a post cannot run scripts: its Markdown is sanitised', async ({ page, serviceClient }) => {
  const slug = `e2e-vetrina-${uniqueSuffix()}`;
  const { error } = await serviceClient.from('blog_posts').insert({
    slug,
    title: 'Articolo di prova con contenuti ostili',
    excerpt: 'Prova di sicurezza.',
    body_md: [
      'Testo **innocuo**.',
      '<script>window.__colpito = "script"</script>',
      '<img src="x" onerror="window.__colpito = \'onerror\'">',
      '[clicca](javascript:window.__colpito=1)',
      '<iframe src="https://example.com"></iframe>',
    ].join('\n\n'),
    status: 'published',
    author_name: 'Test',
  });
  if (error) throw new Error(error.message);
  try {
    await page.goto(`/blog/${slug}`);
    await waitForApp(page);
    const body = page.getByTestId('post-body');
    await expect(body.locator('strong')).toHaveText('innocuo');
    await expect(body.locator('script, iframe, [onerror]')).toHaveCount(0);
    await expect(body.locator('a[href^="javascript"]')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as { __colpito?: unknown }).__colpito),
    ).toBeUndefined();
  } finally {
    await serviceClient.from('blog_posts').delete().eq('slug', slug);
  }
});

test('the contact form checks its fields and saves the message', async ({
  page,
  serviceClient,
}) => {
  await page.goto('/contact');
  await waitForApp(page);
  const form = page.getByRole('form', { name: 'Scrivici un messaggio' });

  await test.step('empty and wrong fields get Italian messages', async () => {
    await form.getByRole('button', { name: 'Invia messaggio' }).click();
    await expect(form.getByText('Nome obbligatorio')).toBeVisible();
    await expect(form.getByText('Email obbligatoria')).toBeVisible();
    await expect(form.getByText('Messaggio obbligatorio')).toBeVisible();
    await form.getByRole('textbox', { name: 'Email' }).fill('luca.osteria.it');
    await form.getByRole('textbox', { name: 'Messaggio' }).fill('Ciao!');
    await form.getByRole('button', { name: 'Invia messaggio' }).click();
    await expect(form.getByText('Email non valida')).toBeVisible();
    await expect(form.getByText('Il messaggio deve avere almeno 10 caratteri')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  const email = uniqueEmail('contatto');
  await test.step('a valid message is sent and confirmed', async () => {
    await form.getByRole('textbox', { name: 'Nome e cognome' }).fill('Luca Martini');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('textbox', { name: 'Telefono (facoltativo)' }).fill('+39 011 947 2210');
    await form
      .getByRole('combobox', { name: 'Argomento' })
      .selectOption('Forniture per ristoranti');
    await form
      .getByRole('textbox', { name: 'Messaggio' })
      .fill('Vorrei un listino per 200 bun a settimana.');
    await form.getByRole('button', { name: 'Invia messaggio' }).click();
    const sent = page.getByTestId('contact-sent');
    await expect(sent.getByRole('heading', { name: 'Messaggio inviato' })).toBeFocused();
    await expect(sent).toContainText(`Grazie, Luca Martini!`);
    await expect(sent).toContainText(email);
  });

  await test.step('the message is in the database for the team', async () => {
    const { data, error } = await serviceClient
      .from('contact_messages')
      .select('name, email, phone, subject, message, user_id')
      .eq('email', email);
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        name: 'Luca Martini',
        email,
        phone: '+39 011 947 2210',
        subject: 'Forniture per ristoranti',
        message: 'Vorrei un listino per 200 bun a settimana.',
        user_id: null,
      },
    ]);
  });
});

test('the content pages and the shell show the shop’s settings', async ({ page }) => {
  await test.step('/process: the four steps in depth and the video teaser', async () => {
    await page.goto('/process');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 2 })).toContainText([
      'Selezione degli ingredienti',
      'Impasto e lievitazione',
      'Formatura a mano',
      'Cottura',
    ]);
    await expect(page.getByText('230°C', { exact: true })).toBeVisible();
    await expect(page.getByTestId('video-teaser')).toBeVisible();
  });

  await test.step('/business: volumes, delivery, invoicing, how to open an account', async () => {
    await page.goto('/business');
    await waitForApp(page);
    for (const heading of [
      'Perché scegliere i nostri bun',
      'Volumi e prezzi',
      'Consegna',
      'Fatturazione e pagamenti',
      'Come aprire un account business',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    // From the settings: the order cut-off and the free-shipping threshold.
    await expect(page.getByText(/entro le 14:00/)).toBeVisible();
    await expect(page.getByText(/Spedizione gratuita da 50,00/)).toBeVisible();
  });

  await test.step('the ribbon and the footer read the settings', async () => {
    await expect(
      page
        .getByRole('region', { name: 'Promozioni' })
        .getByText('Consegna in 1-2 giorni lavorativi in tutta Italia con corriere refrigerato')
        .first(),
    ).toBeAttached();
    // The share capital only exists in the database's settings.
    await expect(page.getByRole('contentinfo')).toContainText('Capitale sociale € 10.000 i.v.');
  });

  await test.step('/about: the company data', async () => {
    await page.goto('/about');
    await waitForApp(page);
    await expect(page.getByTestId('about-company')).toContainText('Partita IVA 09456120014');
  });
});
