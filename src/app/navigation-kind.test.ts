import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  followNavigationKind,
  openedByLinkAtTop,
  resetNavigationKindForTests,
} from '@/app/navigation-kind';

afterEach(() => {
  resetNavigationKindForTests();
});

describe('openedByLinkAtTop', () => {
  it('tells a page reached by a link from the opened page and from a way back or forward', () => {
    const history = createMemoryHistory({ initialEntries: ['/products'] });
    const stop = followNavigationKind(history);
    // The page the visitor opened hydrates what the server drew: whole.
    expect(openedByLinkAtTop(history.location)).toBe(false);

    history.push('/products/bun-classico');
    expect(openedByLinkAtTop(history.location)).toBe(true);

    history.back();
    expect(openedByLinkAtTop(history.location)).toBe(false);
    history.forward();
    expect(openedByLinkAtTop(history.location)).toBe(false);

    history.replace('/products/bun-brioche');
    expect(openedByLinkAtTop(history.location)).toBe(true);
    stop();
  });

  it('draws a page whole when its link points at a section of it', () => {
    const history = createMemoryHistory({ initialEntries: ['/products'] });
    const stop = followNavigationKind(history);
    history.push('/products/bun-classico#product-nutrition');
    expect(openedByLinkAtTop(history.location)).toBe(false);
    stop();
  });
});
