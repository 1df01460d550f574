import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pwaEvents } from '@/offline/pwa/pwa-events';
import { PwaSlot } from '@/app/pwa-slot';
import { createQueryClient } from '@/lib/query-client';
import { renderWithTheme } from '@/test/render';

function renderSlot() {
  return renderWithTheme(
    <QueryClientProvider client={createQueryClient()}>
      <PwaSlot />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  // Downloaded once here: had the slot asked for the layer, it would then render at once.
  await import('@/offline/pwa/pwa-overlays');
});

afterEach(() => {
  vi.restoreAllMocks();
  pwaEvents.set({ applyUpdate: null });
});

describe('PwaSlot', () => {
  it('loads nothing while the page is online, fresh and up to date', async () => {
    renderSlot();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('offers the new version as soon as one waits', async () => {
    renderSlot();
    act(() => pwaEvents.set({ applyUpdate: vi.fn() }));
    expect(
      await screen.findByRole('heading', { name: 'Nuova versione disponibile' }),
    ).toBeVisible();
  });
});
