import { waitForApp } from '../shell/shell-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { signInAdminAt, svgFile, uniqueTag } from '../admin/content-helpers.ts';

// What every visitor's home page and blog show: in the `shop-wide` project, after the other
// specs (the carousel and blog specs compare the page with the database).

test('an admin puts a new creation first in the home carousel and publishes a post', async ({
  page,
  context,
  serviceClient,
}) => {
  test.setTimeout(180_000); // two editors and the pages they feed, on 2 shared cores
  const tag = uniqueTag();
  const slideTitle = `Creazione ${tag}`;
  const postTitle = `Diario del forno ${tag}`;
  const postSlug = `diario-del-forno-${tag}`;

  try {
    await test.step('upload an image to the carousel and give it a title', async () => {
      await signInAdminAt(page, context, '/admin/carousel');
      const slides = page
        .getByRole('list', { name: 'Elementi del carosello' })
        .getByRole('listitem');
      await expect(slides.first()).toBeVisible({ timeout: 20_000 }); // a cold admin chunk
      const before = await slides.count();
      await page
        .getByLabel('Carica foto o video nel carosello')
        .setInputFiles(svgFile('creazione.svg', slideTitle));
      await expect(slides).toHaveCount(before + 1);
      const added = slides.last();
      await added.getByRole('textbox', { name: 'Titolo' }).fill(slideTitle);
      await added.getByRole('button', { name: /^Salva testi/ }).click();
      await expect(added.getByRole('button', { name: /^Salva testi/ })).toBeDisabled();
    });

    await test.step('drag it up, then bring it to the front with the keyboard arrows', async () => {
      const slides = page
        .getByRole('list', { name: 'Elementi del carosello' })
        .getByRole('listitem');
      const count = await slides.count();
      const titleAt = (index: number) => slides.nth(index).getByRole('textbox', { name: 'Titolo' });
      // Dragged by its grip onto the slide above, as a mouse (or a finger) does.
      const handle = slides.nth(count - 1).getByTestId('drag-handle');
      // The 'saved' toast sits top-right, over the grip, until it closes by itself (2.5 s).
      await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 10_000 });
      await handle.scrollIntoViewIfNeeded();
      const from = await handle.boundingBox();
      const to = await slides.nth(count - 2).boundingBox();
      if (!from || !to) throw new Error('the slides have no boxes');
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      // Its lower edge: the slide above is taller than what the window shows of it.
      await page.mouse.move(to.x + to.width / 2, to.y + to.height - 24, { steps: 8 });
      await page.mouse.up();
      await expect(titleAt(count - 2)).toHaveValue(slideTitle);
      for (let index = count - 2; index > 0; index -= 1) {
        await page.getByRole('button', { name: `Sposta ${slideTitle} su` }).click();
        await expect(titleAt(index - 1)).toHaveValue(slideTitle);
      }
      await expect(page.getByRole('button', { name: `Sposta ${slideTitle} su` })).toBeDisabled();
      const preview = page.getByRole('list', { name: 'Anteprima del carosello in home' });
      await expect(preview.getByRole('listitem').first()).toContainText(slideTitle);
      await expect
        .poll(async () => {
          const { data } = await serviceClient
            .from('homepage_carousel')
            .select('title')
            .eq('is_active', true)
            .order('display_order')
            .limit(1);
          return data?.[0]?.title;
        })
        .toBe(slideTitle);
    });

    await test.step('the home carousel follows', async () => {
      await page.goto('/');
      await waitForApp(page);
      await page.getByRole('heading', { name: 'Le Nostre Creazioni' }).scrollIntoViewIfNeeded();
      const captions = page.getByTestId('creations-carousel').locator('figcaption h3');
      await expect(captions.first()).toHaveText(slideTitle);
    });

    await test.step('write a post with a live, sanitised preview and publish it', async () => {
      await page.goto('/admin/blog/new');
      const form = page.getByRole('form', { name: 'Nuovo articolo' });
      await form.getByRole('textbox', { name: 'Titolo' }).fill(postTitle);
      await expect(form.getByRole('textbox', { name: /^Slug/ })).toHaveValue(postSlug);
      await form.getByRole('textbox', { name: 'Estratto' }).fill('Una giornata al forno.');
      await form
        .getByRole('textbox', { name: 'Testo (Markdown)' })
        .fill(
          '## Alle quattro del mattino\n\nIl **lievito madre** si sveglia.\n\n<script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
        );
      const preview = form.getByRole('region', { name: 'Anteprima dell’articolo' });
      await expect(
        preview.getByRole('heading', { name: 'Alle quattro del mattino' }),
      ).toBeVisible();
      await expect(preview.locator('strong')).toHaveText('lievito madre');
      await expect(preview.locator('script, [onerror]')).toHaveCount(0);
      await form
        .getByLabel('Carica immagine di copertina')
        .setInputFiles(svgFile('copertina.svg', postTitle));
      await expect(form.getByRole('img', { name: 'Copertina attuale' })).toBeVisible();
      await form.getByRole('switch', { name: 'Pubblicato' }).check();
      await form.getByRole('button', { name: 'Salva e pubblica' }).click();
      await expect(page).toHaveURL('/admin/blog');
      await expect(page.getByRole('row', { name: new RegExp(postTitle) })).toContainText(
        'Pubblicato',
      );
    });

    await test.step('the blog shows it', async () => {
      await page.goto('/blog');
      await waitForApp(page);
      await page.getByRole('link', { name: postTitle }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: postTitle })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Alle quattro del mattino' })).toBeVisible();
      expect(await page.evaluate(() => 'hacked' in window)).toBe(false);
    });
  } finally {
    await serviceClient.from('blog_posts').delete().eq('slug', postSlug);
    await serviceClient.from('homepage_carousel').delete().eq('title', slideTitle);
  }
});
