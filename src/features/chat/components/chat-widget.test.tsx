import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_GREETING } from '@/features/chat/chat-replies';
import { ChatWidget } from '@/features/chat/components/chat-widget';
import { renderWithTheme } from '@/test/render';

afterEach(() => {
  vi.useRealTimers();
});

const botMessages = () => screen.queryAllByTestId('chat-bot-message').map((m) => m.textContent);
const userMessages = () => screen.queryAllByTestId('chat-user-message').map((m) => m.textContent);
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const OPEN = 'Apri la chat con l’assistente';

function openChat() {
  renderWithTheme(<ChatWidget />);
  fireEvent.click(button(OPEN));
}

function type(text: string) {
  const input = screen.getByRole('textbox', { name: 'Il tuo messaggio' });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.submit(input.closest('form') as HTMLFormElement);
}

describe('ChatWidget (spec §4)', () => {
  it('greets on the first opening only', () => {
    openChat();
    expect(botMessages()).toEqual([expect.stringContaining(CHAT_GREETING)]);
    fireEvent.click(button('Chiudi la chat'));
    fireEvent.click(button(OPEN));
    expect(botMessages()).toHaveLength(1);
  });

  it('opened by a tap made while it downloaded: the panel and its one greeting at once', () => {
    renderWithTheme(<ChatWidget startOpen />);
    expect(screen.getByTestId('chat-panel')).toHaveAttribute('data-view', 'open');
    expect(botMessages()).toEqual([expect.stringContaining(CHAT_GREETING)]);
    fireEvent.click(button('Chiudi la chat'));
    fireEvent.click(button(OPEN));
    expect(botMessages()).toHaveLength(1);
  });

  it('replies by keyword 600 ms after a message; blank messages are ignored', () => {
    vi.useFakeTimers();
    openChat();
    type('   ');
    expect(userMessages()).toEqual([]);

    type('Quanto costa la spedizione?');
    expect(userMessages()).toEqual([expect.stringContaining('Quanto costa la spedizione?')]);
    expect(screen.getByRole('textbox', { name: 'Il tuo messaggio' })).toHaveValue('');
    expect(screen.getByText('L’assistente sta scrivendo…')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(599));
    expect(botMessages()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(botMessages()).toHaveLength(2);
    expect(botMessages()[1]).toContain('1-2 giorni lavorativi');
    expect(screen.queryByText('L’assistente sta scrivendo…')).toBeNull();
  });

  it('sends with the Enter key', async () => {
    renderWithTheme(<ChatWidget />);
    await userEvent.click(button(OPEN));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Il tuo messaggio' }),
      'Grazie!{Enter}',
    );
    expect(userMessages()).toEqual([expect.stringContaining('Grazie!')]);
    expect(await screen.findByText(/Prego, è stato un piacere/)).toBeInTheDocument();
  });

  it('FAQ: questions by category; choosing one asks it, answers after 600 ms, back to the chat', () => {
    vi.useFakeTimers();
    openChat();
    fireEvent.click(button('FAQ'));

    const groups = within(screen.getByTestId('chat-panel'))
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-label'));
    expect(groups).toEqual([
      'Prodotti',
      'Ordini e Consegne',
      'Servizi per Aziende',
      'Pagamenti e Fatturazione',
      'Informazioni Aziendali',
    ]);
    const payments = screen.getByRole('region', { name: 'Pagamenti e Fatturazione' });
    fireEvent.click(
      within(payments).getByRole('button', { name: 'Emettete fattura elettronica?' }),
    );

    expect(screen.getByRole('textbox', { name: 'Il tuo messaggio' })).toBeInTheDocument();
    expect(userMessages()).toEqual([expect.stringContaining('Emettete fattura elettronica?')]);
    act(() => vi.advanceTimersByTime(600));
    expect(botMessages()[1]).toContain('fattura elettronica');
  });

  it('minimizes to a bar, reopens from it, and closes from any state', () => {
    openChat();
    fireEvent.click(button('FAQ'));
    fireEvent.click(button('Riduci la chat'));

    const panel = screen.getByTestId('chat-panel');
    expect(panel).toHaveAttribute('data-view', 'minimized');
    expect(screen.queryByRole('textbox')).toBeNull();

    fireEvent.click(button(/riapri la chat/));
    expect(panel).toHaveAttribute('data-view', 'open');
    fireEvent.click(button('Riduci la chat'));
    fireEvent.click(button('Chiudi la chat'));
    expect(screen.queryByTestId('chat-panel')).toBeNull();
    expect(button(OPEN)).toBeInTheDocument();
  });
});
