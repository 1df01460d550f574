import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_GREETING } from '@/features/chat/chat-replies';
import { renderWithTheme } from '@/test/render';

const OPEN = 'Apri la chat con l’assistente';

// Each test imports the slot afresh (vi.resetModules): its download is remembered per module.
afterEach(() => {
  vi.restoreAllMocks();
  vi.doUnmock('@/features/chat/components/chat-widget');
  vi.resetModules();
});

describe('ChatSlot', () => {
  it('shows only the button until tapped, then opens the chat with its greeting', async () => {
    const { ChatSlot } = await import('@/app/chat-slot');
    renderWithTheme(<ChatSlot />);
    expect(screen.queryByTestId('chat-panel')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: OPEN }));
    const panel = await screen.findByTestId('chat-panel');
    expect(panel).toHaveAttribute('data-view', 'open');
    expect(screen.getByTestId('chat-bot-message')).toHaveTextContent(CHAT_GREETING);
  });

  it('a chat that cannot be downloaded says so and keeps its button for another try', async () => {
    vi.doMock('@/features/chat/components/chat-widget', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { ChatSlot, CHAT_UNAVAILABLE_MESSAGE } = await import('@/app/chat-slot');
    const { notificationsStore } = await import('@mantine/notifications');
    renderWithTheme(<ChatSlot />);

    const launcher = screen.getByRole('button', { name: OPEN });
    await userEvent.click(launcher);
    await vi.waitFor(() =>
      expect(notificationsStore.getState().notifications).toEqual([
        expect.objectContaining({ message: CHAT_UNAVAILABLE_MESSAGE }),
      ]),
    );
    expect(launcher).toBeVisible();
    expect(launcher).not.toHaveAttribute('aria-busy');
    expect(screen.queryByTestId('chat-panel')).toBeNull();
  });
});
