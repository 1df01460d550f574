import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY, type ConsentRecord } from '@/domain/consent/consent-record';

// The consent store is a module singleton read at start-up: each test loads the app afresh
// over the localStorage it prepared, as a real page load would.
async function loadApp(path = '/') {
  vi.resetModules();
  const { renderApp } = await import('@/test/render');
  return renderApp(path);
}

function storedChoice(): ConsentRecord | null {
  return JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as ConsentRecord | null;
}

const banner = () => screen.findByRole('region', { name: 'La tua privacy, le tue scelte' });

beforeEach(() => {
  localStorage.clear();
});

describe('cookie consent banner (Garante, 10 June 2021)', () => {
  it('is shown until a choice is made, and offers three equal buttons', async () => {
    await loadApp();
    const region = await banner();
    const buttons = ['Rifiuta', 'Personalizza', 'Accetta'].map((name) =>
      within(region).getByRole('button', { name }),
    );
    // Their look comes from one class (computed styles are compared in the e2e test).
    expect(new Set(buttons.map((button) => button.className))).toEqual(
      new Set(['bdb-consent__button']),
    );
    expect(buttons.every((button) => !(button as HTMLButtonElement).disabled)).toBe(true);
    expect(storedChoice()).toBeNull();
  });

  it('records closing with the X as no consent, and stays closed after a reload', async () => {
    await loadApp();
    await userEvent.click(
      within(await banner()).getByRole('button', { name: 'Chiudi: continua senza accettare' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'La tua privacy, le tue scelte' })).toBeNull(),
    );
    expect(storedChoice()).toMatchObject({
      method: 'dismissed',
      categories: { necessary: true, statistics: false, marketing: false },
    });

    await loadApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'Chi Siamo' });
    expect(screen.queryByRole('region', { name: 'La tua privacy, le tue scelte' })).toBeNull();
  });

  it('records Accetta and Rifiuta with date and policy version', async () => {
    await loadApp();
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Accetta' }));
    const choice = storedChoice();
    expect(choice).toMatchObject({
      method: 'accepted-all',
      categories: { statistics: true, marketing: true },
    });
    expect(Date.now() - Date.parse(choice?.decidedAt ?? '')).toBeLessThan(60_000);
    expect(choice?.policyVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('Personalizza shows the categories: necessary always on, the others off by default', async () => {
    await loadApp();
    const region = await banner();
    await userEvent.click(within(region).getByRole('button', { name: 'Personalizza' }));
    const necessary = await within(region).findByRole('switch', { name: /Necessari/ });
    const statistics = within(region).getByRole('switch', { name: /Statistiche/ });
    const marketing = within(region).getByRole('switch', { name: /Marketing/ });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(statistics).not.toBeChecked();
    expect(marketing).not.toBeChecked();

    await userEvent.click(statistics);
    await userEvent.click(within(region).getByRole('button', { name: 'Salva preferenze' }));
    expect(storedChoice()).toMatchObject({
      method: 'customized',
      categories: { necessary: true, statistics: true, marketing: false },
    });
  });

  it("reopens from the footer's 'Preferenze cookie' with the current choices", async () => {
    await loadApp();
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Rifiuta' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'La tua privacy, le tue scelte' })).toBeNull(),
    );

    await userEvent.click(
      within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Preferenze cookie' }),
    );
    const region = await banner();
    expect(region).toHaveFocus();
    expect(await within(region).findByRole('switch', { name: /Statistiche/ })).not.toBeChecked();
    await userEvent.click(within(region).getByRole('switch', { name: /Marketing/ }));
    await userEvent.click(within(region).getByRole('button', { name: 'Salva preferenze' }));
    expect(storedChoice()).toMatchObject({ method: 'customized', categories: { marketing: true } });
  });

  it('does not take consent from scrolling or browsing on', async () => {
    const { router } = await loadApp();
    await banner();
    window.dispatchEvent(new Event('scroll'));
    await router.navigate({ to: '/about' });
    await screen.findByRole('heading', { level: 1, name: 'Chi Siamo' });
    expect(await banner()).toBeInTheDocument();
    expect(storedChoice()).toBeNull();
  });
});
