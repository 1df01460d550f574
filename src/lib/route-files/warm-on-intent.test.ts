// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTENT_DELAY_MS, warmOnIntent } from '@/lib/route-files/warm-on-intent';

describe('warming a page’s files as the visitor reaches for its link', () => {
  let stop = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  function page(html: string) {
    window.history.replaceState(null, '', '/products');
    document.body.innerHTML = html;
    const warm = vi.fn(async (_path: string) => {});
    stop = warmOnIntent(document, warm);
    return warm;
  }

  function fire(id: string, type: string, relatedTarget: Element | null = null) {
    const element = document.getElementById(id);
    if (!element) throw new Error(`no #${id}`);
    element.dispatchEvent(new MouseEvent(type, { bubbles: true, relatedTarget }));
  }

  const warmedPaths = (warm: ReturnType<typeof page>) => warm.mock.calls.map(([path]) => path);

  it('warms the page a link leads to at once when it is pressed', () => {
    const warm = page('<a href="/cart"><span id="icon">carrello</span></a>');
    fire('icon', 'pointerdown');
    expect(warmedPaths(warm)).toEqual(['/cart']);
  });

  it('warms it after a moment when the pointer rests on the link or the focus reaches it', () => {
    const warm = page(
      '<a id="blog" href="/blog?pagina=2#x">blog</a><a id="about" href="/about">chi siamo</a>',
    );
    fire('blog', 'mouseover');
    document.getElementById('about')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(warm).not.toHaveBeenCalled();
    vi.advanceTimersByTime(INTENT_DELAY_MS);
    expect(warmedPaths(warm)).toEqual(['/blog', '/about']);
  });

  it('does not warm a link the pointer only crossed, but keeps a move inside the link', () => {
    const warm = page(
      '<a id="cart" href="/cart"><span id="label">carrello</span></a><a id="about" href="/about">chi siamo</a>',
    );
    fire('about', 'mouseover');
    fire('about', 'mouseout', document.body);
    fire('cart', 'mouseover');
    fire('cart', 'mouseout', document.getElementById('label'));
    vi.advanceTimersByTime(INTENT_DELAY_MS);
    expect(warmedPaths(warm)).toEqual(['/cart']);
  });

  it('leaves links to another site, the same page and other elements alone', () => {
    const warm = page(
      '<a id="out" href="https://www.instagram.com/forno">instagram</a><a id="same" href="/products?search=sesamo">cerca</a><button id="b">aggiungi</button>',
    );
    for (const id of ['out', 'same', 'b']) fire(id, 'pointerdown');
    expect(warm).not.toHaveBeenCalled();
  });

  it('stops when asked, a pending hover too', () => {
    const warm = page('<a id="cart" href="/cart">carrello</a>');
    fire('cart', 'mouseover');
    stop();
    fire('cart', 'pointerdown');
    vi.advanceTimersByTime(INTENT_DELAY_MS);
    expect(warm).not.toHaveBeenCalled();
  });
});
