import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { optionalLazy } from '@/app/optional-lazy';

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
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
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
});
