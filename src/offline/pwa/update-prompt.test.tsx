import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pwaEvents } from '@/offline/pwa/pwa-events';
import { UpdatePrompt } from '@/offline/pwa/update-prompt';
import { renderWithTheme } from '@/test/render';

afterEach(() => {
  pwaEvents.set({ applyUpdate: null });
});

describe('UpdatePrompt', () => {
  it('stays hidden until a new service worker waits, then offers the reload', async () => {
    const applyUpdate = vi.fn();
    renderWithTheme(<UpdatePrompt />);
    expect(screen.queryByText('Nuova versione disponibile')).toBeNull();

    act(() => pwaEvents.set({ applyUpdate }));
    expect(screen.getByRole('heading', { name: 'Nuova versione disponibile' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Ricarica' }));
    expect(applyUpdate).toHaveBeenCalledTimes(1);
  });

  it('"Più tardi" puts it away without updating', async () => {
    const applyUpdate = vi.fn();
    act(() => pwaEvents.set({ applyUpdate }));
    renderWithTheme(<UpdatePrompt />);
    await userEvent.click(screen.getByRole('button', { name: 'Più tardi' }));
    expect(screen.queryByText('Nuova versione disponibile')).toBeNull();
    expect(applyUpdate).not.toHaveBeenCalled();
  });
});
