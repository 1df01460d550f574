import { act, Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  startHydratingServerMarkup,
  stopHydratingServerMarkup,
  useFirstRenderWasServerMarkup,
  useServerMarkup,
} from './use-server-markup';

function Cart() {
  const serverMarkup = useServerMarkup();
  const startedFromServer = useFirstRenderWasServerMarkup();
  return (
    <p data-started-from-server={String(startedFromServer)}>
      {serverMarkup ? 'Carico il carrello…' : '2 articoli'}
    </p>
  );
}

describe('useServerMarkup', () => {
  afterEach(() => {
    stopHydratingServerMarkup();
    document.body.innerHTML = '';
  });

  it("hydrates the server's markup without a mismatch, then shows the browser's", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Cart />);
    document.body.append(container);
    expect(container.textContent).toBe('Carico il carrello…');
    const recoverable = vi.fn();
    startHydratingServerMarkup();
    await act(async () => {
      hydrateRoot(container, <Cart />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('2 articoli');
    expect(container.querySelector('p')?.dataset.startedFromServer).toBe('true');
  });

  it('does not render a hydrated component again for having started from the server', async () => {
    function Form() {
      const startedFromServer = useFirstRenderWasServerMarkup();
      return <form data-started-from-server={String(startedFromServer)} />;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const commits: string[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <Profiler id="form" onRender={(_id, phase) => commits.push(phase)}>
          <Form />
        </Profiler>,
      );
    });
    // An "update" here is a synchronous render of the whole subtree right after hydration.
    expect(commits).toEqual(['mount']);
    expect(container.querySelector('form')?.dataset.startedFromServer).toBe('true');
  });

  it("renders the browser's markup at once on a page the app draws itself", async () => {
    const { createRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    document.body.append(container);
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(container.textContent ?? ''));
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    await act(async () => {
      createRoot(container).render(<Cart />);
    });
    observer.disconnect();
    expect(seen).not.toContain('Carico il carrello…');
    expect(container.textContent).toBe('2 articoli');
    expect(container.querySelector('p')?.dataset.startedFromServer).toBe('false');
  });
});
