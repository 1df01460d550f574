import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { brandMarkPaths } from '@/components/brand-mark-shapes';
import { CONSENT_STORAGE_KEY } from '@/lib/consent/consent-record';
import { EARLY_CONSENT_CHOICE } from '@/lib/consent/early-consent-choice';
import { renderApp } from '@/test/render';
import indexHtml from '../../index.html?raw';

// index.html paints the ribbon, header, home hero and cookie banner before any JavaScript: if it drifted
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

  it('matches the React cookie banner, shown only while no choice is stored', async () => {
    const { container } = await renderApp('/');
    await waitFor(() => expect(container.querySelector('.bdb-consent')).not.toBeNull());
    const rendered = container.querySelector('.bdb-consent');
    const painted = staticPage.querySelector('.bdb-consent');
    expect(texts(painted)).toEqual(texts(rendered));
    expect(classOutline(painted)).toEqual(classOutline(rendered));
    const inlineScripts = [...staticPage.querySelectorAll('head script:not([src])')];
    const inline = inlineScripts.map((script) => script.textContent).join('\n');
    expect(inline).toContain(`localStorage.getItem('${CONSENT_STORAGE_KEY}') === null`);
    // Early taps reach the app under the name it listens to, with choices it knows.
    expect(inline).toContain(`window.${EARLY_CONSENT_CHOICE} = choice`);
    expect(inline).toContain(`new Event('${EARLY_CONSENT_CHOICE}')`);
    const choices = [...(painted?.querySelectorAll('[data-consent-choice]') ?? [])].map(
      (button) => [
        button.textContent?.trim() || button.getAttribute('aria-label'),
        button.getAttribute('data-consent-choice'),
      ],
    );
    expect(choices).toEqual([
      ['Chiudi: continua senza accettare', 'dismissed'],
      ['Rifiuta', 'rejected-all'],
      ['Personalizza', 'customize'],
      ['Accetta', 'accepted-all'],
    ]);
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
