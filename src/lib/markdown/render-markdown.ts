import DOMPurify from 'dompurify';
import { marked } from 'marked';

// Links that leave the shop open in a new tab, without giving it access to ours.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && /^https?:\/\//i.test(node.getAttribute('href') ?? '')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * Markdown as safe HTML: rendered by marked (GitHub flavour), then sanitised by DOMPurify, so
 * a text can never run a script, post a form or load a frame. The blog's pages and the admin's
 * live preview both use it, so the preview shows what visitors will see.
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
    ADD_ATTR: ['target'],
  });
}
