import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstScreen, resetAfterFirstScreenForTests } from '@/app/after-first-screen';

/** happy-dom has no requestIdleCallback: whenIdle falls back to a 1 s timer, one per section. */
const nextIdleMoment = () => act(() => vi.advanceTimersByTimeAsync(1_000));

function Page({ withFooter = true }: { withFooter?: boolean }) {
  return (
    <>
      <h1>In alto</h1>
      <AfterFirstScreen>
        <h2>Sezione uno</h2>
      </AfterFirstScreen>
      <AfterFirstScreen>
        <h2>Sezione due</h2>
      </AfterFirstScreen>
      {withFooter && (
        <AfterFirstScreen>
          <footer>Piè di pagina</footer>
        </AfterFirstScreen>
      )}
    </>
  );
}

const shownSections = () =>
  screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('AfterFirstScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetAfterFirstScreenForTests();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders the first screen, then each waiting section in the page’s order, one per idle moment', async () => {
    render(<Page />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(shownSections()).toEqual([]);

    await nextIdleMoment();
    expect(shownSections()).toEqual(['Sezione uno']);
    await nextIdleMoment();
    expect(shownSections()).toEqual(['Sezione uno', 'Sezione due']);
    expect(screen.queryByRole('contentinfo')).toBeNull();
    await nextIdleMoment();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Piè di pagina');
  });

  it('renders pages opened later whole at once', async () => {
    const opened = render(<Page />);
    await nextIdleMoment();
    await nextIdleMoment();
    await nextIdleMoment();
    opened.unmount();

    render(<Page />);
    expect(shownSections()).toEqual(['Sezione uno', 'Sezione due']);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('skips a section that left the page before its turn', async () => {
    const opened = render(<Page />);
    opened.rerender(<Page withFooter={false} />);
    await nextIdleMoment();
    await nextIdleMoment();
    expect(shownSections()).toEqual(['Sezione uno', 'Sezione due']);
    // Nothing else waits: the page is complete and a footer added now renders at once.
    await nextIdleMoment();
    opened.rerender(<Page />);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
