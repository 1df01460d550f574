import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { optionalLazy } from '@/components/optional-part/optional-lazy';

function Chat({ greeting }: { greeting: string }) {
  return <p>{greeting}</p>;
}

/** A loader whose download fails until `connection.up` is set, like a chunk fetched offline. */
function flakyLoader() {
  const connection = { up: false };
  const load = vi.fn(() =>
    connection.up
      ? Promise.resolve({ default: Chat })
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  );
  return { connection, load };
}

function Page({ Part }: { Part: ReturnType<typeof optionalLazy<typeof Chat>> }) {
  return (
    <>
      <h1>Prodotti</h1>
      <Suspense fallback={null}>
        <Part greeting="Ciao! Come posso aiutarti?" />
      </Suspense>
    </>
  );
}

/** Stands in for the page's error boundary. */
class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Errore della pagina</p> : this.props.children;
  }
}

function silenceExpectedErrors() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return vi.spyOn(console, 'warn').mockImplementation(() => undefined);
}

describe('optionalLazy', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders the part once its code has loaded', async () => {
    const Part = optionalLazy('Chat', () => Promise.resolve({ default: Chat }));
    render(<Page Part={Part} />);
    expect(await screen.findByText('Ciao! Come posso aiutarti?')).toBeInTheDocument();
  });

  it('leaves the page standing when the code cannot be downloaded, and loads it back online', async () => {
    const warn = silenceExpectedErrors();
    const { connection, load } = flakyLoader();
    const Part = optionalLazy('Chat', load);

    render(<Page Part={Part} />);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(screen.getByRole('heading', { name: 'Prodotti' })).toBeInTheDocument();
    expect(screen.queryByText('Ciao! Come posso aiutarti?')).toBeNull();

    connection.up = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Ciao! Come posso aiutarti?')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows what the page says instead while the code cannot be downloaded', async () => {
    const warn = silenceExpectedErrors();
    const { connection, load } = flakyLoader();
    const Part = optionalLazy('Chat', load, { unavailable: <p>Chat non disponibile offline</p> });

    render(<Page Part={Part} />);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(screen.getByText('Chat non disponibile offline')).toBeInTheDocument();

    connection.up = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Ciao! Come posso aiutarti?')).toBeInTheDocument();
    expect(screen.queryByText('Chat non disponibile offline')).toBeNull();
  });

  it('downloads again for a copy mounted after the connection returned', async () => {
    const warn = silenceExpectedErrors();
    const { connection, load } = flakyLoader();
    const Part = optionalLazy('Chat', load);

    const first = render(<Page Part={Part} />);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
    first.unmount();
    connection.up = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });

    render(<Page Part={Part} />);
    expect(await screen.findByText('Ciao! Come posso aiutarti?')).toBeInTheDocument();
  });

  it('does not hide an error of the part itself: the page’s boundary gets it', async () => {
    silenceExpectedErrors();
    function BrokenChat(): never {
      throw new Error('bug nella chat');
    }
    const Part = optionalLazy('Chat', () => Promise.resolve({ default: BrokenChat }));
    render(
      <PageErrorBoundary>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </PageErrorBoundary>,
    );
    expect(await screen.findByText('Errore della pagina')).toBeInTheDocument();
  });
});
