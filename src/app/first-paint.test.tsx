import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { brandMarkPaths } from '@/components/brand-mark-shapes';
import { renderApp } from '@/test/render';
import indexHtml from '../../index.html?raw';

// index.html paints the ribbon, header and home hero before any JavaScript: if it drifted
// from the React components, the swap would move things (layout shift) or change words.

const staticPage = new DOMParser().parseFromString(indexHtml, 'text/html');

/** The visible words, one entry per text node, whatever the source formatting. */
function texts(element: Element | null): string[] {
  if (!element) return [];
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text) found.push(text);
  }
  return found;
}

/** The shell classes of every element, in document order (router and marker classes aside). */
function classOutline(element: Element | null): string[] {
  if (!element) return [];
  return [element, ...element.querySelectorAll('*')]
    .map((node) =>
      [...node.classList]
        .filter((name) => name.startsWith('bdb-') && !name.startsWith('bdb-first-paint'))
        .join(' '),
    )
    .filter(Boolean);
}

afterEach(() => localStorage.clear());

describe('the static first paint in index.html', () => {
  it('matches the React ribbon, header and home hero', async () => {
    const { container } = await renderApp('/');
    await waitFor(() => expect(container.querySelector('.bdb-hero')).not.toBeNull());
    for (const selector of ['.bdb-ribbon', '.bdb-header', '.bdb-hero']) {
      const rendered = container.querySelector(selector);
      const painted = staticPage.querySelector(selector);
      expect(texts(painted), selector).toEqual(texts(rendered));
      expect(classOutline(painted), selector).toEqual(classOutline(rendered));
    }
  });

  it('draws the same brand mark', () => {
    const paths = [...staticPage.querySelectorAll('.bdb-logo__mark path')].map((path) =>
      path.getAttribute('d'),
    );
    expect(paths).toEqual(brandMarkPaths.map((path) => path.d));
  });

  it('is Italian and carries the home page title', async () => {
    expect(staticPage.documentElement.lang).toBe('it');
    await renderApp('/');
    await waitFor(() => expect([document.title]).toEqual(texts(staticPage.querySelector('title'))));
  });
});

// That the first-paint styles use the theme's colours is checked in the browser, where both exist:
// tests/e2e/shell/first-paint.spec.ts.
