import { lazyRouteComponent } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { skipRouterReloadOffline } from '@/app/errors/no-router-reload-offline';

class ShowError extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message ? <p>{this.state.message}</p> : this.props.children;
  }
}

/** A route module that fails as Vite's preload helper makes it fail: event first, then throw. */
function failingImport(url: string) {
  return () => {
    const error = new TypeError(`Failed to fetch dynamically imported module: ${url}`);
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: error,
    });
    window.dispatchEvent(event);
    return Promise.reject(error);
  };
}

async function renderFailingRoute(url: string) {
  const Page = lazyRouteComponent(failingImport(url));
  await Page.preload?.();
  render(
    <ShowError>
      <Page />
    </ShowError>,
  );
}

describe('skipRouterReloadOffline', () => {
  const reload = vi.fn();
  let online = true;

  beforeEach(() => {
    sessionStorage.clear();
    reload.mockReset();
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
  });
  afterEach(() => vi.restoreAllMocks());

  skipRouterReloadOffline(window, sessionStorage);

  it('offline, a page whose code is missing shows its error instead of reloading', async () => {
    online = false;
    await renderFailingRoute('/assets/about-1.js');
    expect(reload).not.toHaveBeenCalled();
    expect(
      await screen.findByText('Failed to fetch dynamically imported module: /assets/about-1.js'),
    ).toBeInTheDocument();
  });

  it('online, the router still reloads once to fetch a newer build', async () => {
    online = true;
    await renderFailingRoute('/assets/about-2.js');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
