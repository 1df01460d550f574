/** Spec §4: the chat panel's states. */
export type ChatView = 'closed' | 'open' | 'minimized' | 'faq';

export type ChatEvent =
  /** The floating button, or the minimized bar. */
  | 'open'
  | 'minimize'
  | 'close'
  /** The FAQ button. */
  | 'show-faq'
  /** A question chosen in the FAQ, or 'Torna alla chat'. */
  | 'back-to-chat';

/**
 * The transitions of spec §4: closed → open; open or faq → minimized; minimized → open;
 * any → closed; open → faq; faq → open once a question is chosen (or on going back).
 * Anything else leaves the view as it is.
 */
export function nextChatView(view: ChatView, event: ChatEvent): ChatView {
  switch (event) {
    case 'open':
      return view === 'closed' || view === 'minimized' ? 'open' : view;
    case 'minimize':
      return view === 'open' || view === 'faq' ? 'minimized' : view;
    case 'close':
      return 'closed';
    case 'show-faq':
      return view === 'open' ? 'faq' : view;
    case 'back-to-chat':
      return view === 'faq' ? 'open' : view;
  }
}
