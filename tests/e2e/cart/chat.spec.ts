import { expect, test } from '../support/fixtures.ts';
import { asReturningVisitor, waitForApp } from '../shell/shell-helpers.ts';
import { seriousAxeViolations } from './cart-helpers.ts';

test.beforeEach(async ({ context }) => {
  await asReturningVisitor(context);
});

test('the chat assistant: greeting, keyword replies after 600 ms, the FAQ, minimize and close', async ({
  page,
}) => {
  await page.clock.install();
  // Not the home page: its newsletter popup has a timer of its own.
  await page.goto('/about');
  await waitForApp(page);

  const chat = page.getByRole('region', { name: 'Chat con l’assistente' });
  const botMessages = chat.getByTestId('chat-bot-message');
  const userMessages = chat.getByTestId('chat-user-message');
  const input = chat.getByRole('textbox', { name: 'Il tuo messaggio' });

  await test.step('the floating button opens the panel with a greeting', async () => {
    await page.getByRole('button', { name: 'Apri la chat con l’assistente' }).click();
    await expect(botMessages).toHaveCount(1);
    await expect(botMessages.first()).toContainText(
      'Ciao! Sono l’assistente della Bottega del Bun',
    );
    expect((await chat.boundingBox())?.height).toBe(500);
    expect(await seriousAxeViolations(page, '[data-testid="chat-panel"]')).toEqual([]);
  });

  // From here the page's time moves only when the test says so.
  await page.clock.pauseAt(Date.now() + 5_000);

  await test.step('Enter sends; the reply comes 600 ms later, chosen by keyword', async () => {
    await input.fill('   ');
    await input.press('Enter');
    await expect(userMessages).toHaveCount(0);

    await input.fill('Avete bun senza glutine?');
    await input.press('Enter');
    await expect(userMessages).toHaveText([/Avete bun senza glutine\?/]);
    await expect(input).toHaveValue('');
    await page.clock.runFor(599);
    await expect(botMessages).toHaveCount(1);
    await page.clock.runFor(1);
    await expect(botMessages).toHaveCount(2);
    await expect(botMessages.nth(1)).toContainText('senza glutine');
  });

  await test.step('a FAQ question is asked in the chat and answered 600 ms later', async () => {
    await chat.getByRole('button', { name: 'FAQ' }).click();
    const payments = chat.getByRole('region', { name: 'Pagamenti e Fatturazione' });
    await payments.getByRole('button', { name: 'Quali metodi di pagamento accettate?' }).click();
    await expect(input).toBeVisible();
    await expect(userMessages.last()).toContainText('Quali metodi di pagamento accettate?');
    await expect(botMessages).toHaveCount(2);
    await page.clock.runFor(600);
    await expect(botMessages).toHaveCount(3);
    await expect(botMessages.last()).toContainText('PayPal');
  });

  await test.step('minimized it is a 60 px bar; it opens again, and closes', async () => {
    await chat.getByRole('button', { name: 'Riduci la chat' }).click();
    await expect(input).toBeHidden();
    expect((await chat.boundingBox())?.height).toBe(60);
    await chat.getByRole('button', { name: /riapri la chat/ }).click();
    await expect(botMessages).toHaveCount(3);
    // axe needs the page's timers running.
    await page.clock.resume();
    await chat.getByRole('button', { name: 'FAQ' }).click();
    expect(await seriousAxeViolations(page, '[data-testid="chat-panel"]')).toEqual([]);
    await chat.getByRole('button', { name: 'Chiudi la chat' }).click();
    await expect(chat).toBeHidden();
    await expect(page.getByRole('button', { name: 'Apri la chat con l’assistente' })).toBeVisible();
  });
});
