import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageNotSaved } from '@/app/errors/page-not-saved';
import { renderWithTheme } from '@/test/render';

describe('PageNotSaved', () => {
  const reload = vi.fn();
  let online = false;

  beforeEach(() => {
    vi.useFakeTimers();
    reload.mockReset();
    online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('back online, reloads only once the missing file answers', async () => {
    let attempts = 0;
    const fetchMock = vi.fn(() => {
      attempts += 1;
      return attempts < 3 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve({});
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithTheme(
      <PageNotSaved missingUrl="http://a.test/assets/about-1.js" onGoToCatalogue={vi.fn()} />,
    );
    expect(screen.getByRole('heading', { name: 'Pagina non disponibile offline' })).toBeVisible();

    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock).toHaveBeenCalledWith('http://a.test/assets/about-1.js', {
      cache: 'no-store',
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
