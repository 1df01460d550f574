import { describe, expect, it } from 'vitest';
import { type ChatEvent, type ChatView, nextChatView } from '@/features/chat/chat-state';

const views: ChatView[] = ['closed', 'open', 'minimized', 'faq'];
const events: ChatEvent[] = ['open', 'minimize', 'close', 'show-faq', 'back-to-chat'];

describe('nextChatView (spec §4)', () => {
  it('has exactly the transitions of the spec; everything else keeps the view', () => {
    const table = Object.fromEntries(
      views.map((view) => [
        view,
        Object.fromEntries(events.map((event) => [event, nextChatView(view, event)])),
      ]),
    );
    expect(table).toEqual({
      closed: {
        open: 'open',
        minimize: 'closed',
        close: 'closed',
        'show-faq': 'closed',
        'back-to-chat': 'closed',
      },
      open: {
        open: 'open',
        minimize: 'minimized',
        close: 'closed',
        'show-faq': 'faq',
        'back-to-chat': 'open',
      },
      minimized: {
        open: 'open',
        minimize: 'minimized',
        close: 'closed',
        'show-faq': 'minimized',
        'back-to-chat': 'minimized',
      },
      faq: {
        open: 'faq',
        minimize: 'minimized',
        close: 'closed',
        'show-faq': 'faq',
        'back-to-chat': 'open',
      },
    });
  });
});
