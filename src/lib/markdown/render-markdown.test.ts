// @vitest-environment node
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderMarkdown, sanitiseMarkdownIn } from './render-markdown';

// The build's server render of a blog post runs in Node, where the sanitiser works in the DOM
// the host gives it (jsdom): the post's text must come out whole and safe there too.
describe('renderMarkdown on the server', () => {
  beforeAll(() => sanitiseMarkdownIn(new JSDOM('').window));

  it('renders the post: headings, lists, emphasis', () => {
    const html = renderMarkdown('## In forno\n\n1. preriscaldate a **180°C**;\n2. servite');
    expect(html).toBe(
      '<h2>In forno</h2>\n<ol>\n<li>preriscaldate a <strong>180°C</strong>;</li>\n<li>servite</li>\n</ol>\n',
    );
  });

  it('never lets a script, a handler, a form or a frame through', () => {
    const html = renderMarkdown(
      'Ciao <script>alert(1)</script><img src=x onerror="alert(2)"><form action="/x"><input></form><iframe src="https://evil.example"></iframe>[link](javascript:alert(3))',
    );
    expect(html).not.toMatch(/<script|onerror|<form|<input|<iframe|javascript:/i);
    expect(html).toContain('Ciao');
  });

  it('opens a link that leaves the shop in a new tab, apart from ours', () => {
    expect(renderMarkdown('[ricetta](https://example.org/r)')).toBe(
      '<p><a href="https://example.org/r" target="_blank" rel="noopener noreferrer">ricetta</a></p>\n',
    );
    expect(renderMarkdown('[prodotti](/products)')).toBe(
      '<p><a href="/products">prodotti</a></p>\n',
    );
  });
});
