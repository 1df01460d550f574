import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';
import { marked } from 'marked';

let purifier: DOMPurify | undefined;

/**
 * The DOM DOMPurify sanitises in. The browser has its own; the build's server render of the
 * blog's pages (Node, decision 017) is given one by its host (jsdom, what DOMPurify's authors
 * recommend on a server: `scripts/prerender/server-render.ts`). Without one, DOMPurify exports
 * an instance without `sanitize`, the post's body threw and the page went out empty.
 */
export function sanitiseMarkdownIn(window: WindowLike): void {
  purifier = linksLeavingOpenApart(createDOMPurify(window));
}

// Links that leave the shop open in a new tab, without giving it access to ours.
function linksLeavingOpenApart(instance: DOMPurify): DOMPurify {
  // On a DOM it cannot work with, DOMPurify returns its input unchanged: a prerendered post
  // would carry the raw HTML (hydration never rewrites it). Refuse instead, so the build fails.
  if (!instance.isSupported) throw new Error('DOMPurify cannot sanitise in this DOM');
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && /^https?:\/\//i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return instance;
}

function currentPurifier(): DOMPurify {
  if (purifier) return purifier;
  if (typeof window === 'undefined')
    throw new Error('renderMarkdown needs a DOM: call sanitiseMarkdownIn(window) first');
  purifier = linksLeavingOpenApart(createDOMPurify(window));
  return purifier;
}

/**
 * Markdown as safe HTML: rendered by marked (GitHub flavour), then sanitised by DOMPurify, so
 * a text can never run a script, post a form or load a frame. The blog's pages and the admin's
 * live preview both use it, so the preview shows what visitors will see.
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return currentPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
    ADD_ATTR: ['target'],
  });
}
