// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEEP_HEIGHT_MAX_MS, keepPrerenderedPlace } from '@/app/keep-prerendered-place';

/** A router whose render the test announces. */
function fakeRouter() {
  const listeners = new Set<() => void>();
  return {
    subscribe: (_event: 'onRendered', listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    rendered: () => [...listeners].forEach((listener) => listener()),
    listening: () => listeners.size,
  };
}

/** #root holding a prerendered page this tall. */
function prerenderedRoot(height: number): HTMLElement {
  document.body.innerHTML = '<div id="root"><main data-prerendered><footer></footer></main></div>';
  const root = document.getElementById('root') as HTMLElement;
  Object.defineProperty(root, 'offsetHeight', { value: height, configurable: true });
  return root;
}

function scrollWindowTo(top: number) {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('keeping the visitor’s place on the page the app replaces', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    scrollWindowTo(0);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('puts the window back where the visitor last scrolled it, after the router’s first render', () => {
    const root = prerenderedRoot(4000);
    const router = fakeRouter();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollWindowTo(1200);
    keepPrerenderedPlace(root, router);
    // Still scrolling while the app starts.
    scrollWindowTo(2500);
    router.rendered();
    expect(scrollTo).toHaveBeenCalledWith({ left: 0, top: 2500, behavior: 'instant' });
    // Once only: later renders (navigations) are the router's business.
    expect(router.listening()).toBe(0);
  });

  it('keeps the page as tall as it was until the app’s own footer is there', async () => {
    const root = prerenderedRoot(4000);
    keepPrerenderedPlace(root, fakeRouter());
    expect(root.style.minHeight).toBe('4000px');
    // The app's first render, lower sections still loading.
    root.replaceChildren(document.createElement('main'));
    await vi.advanceTimersByTimeAsync(0);
    expect(root.style.minHeight).toBe('4000px');
    root.append(document.createElement('footer'));
    await vi.advanceTimersByTimeAsync(0);
    expect(root.style.minHeight).toBe('');
  });

  it(`lets the height go after ${KEEP_HEIGHT_MAX_MS} ms if the footer never comes`, async () => {
    const root = prerenderedRoot(4000);
    keepPrerenderedPlace(root, fakeRouter());
    await vi.advanceTimersByTimeAsync(KEEP_HEIGHT_MAX_MS - 1);
    expect(root.style.minHeight).toBe('4000px');
    await vi.advanceTimersByTimeAsync(1);
    expect(root.style.minHeight).toBe('');
  });
});
