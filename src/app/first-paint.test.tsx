import { waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY } from '@/domain/consent/consent-record';
import { renderApp } from '@/test/render';
import indexHtml from '../../index.html?raw';

// The first paint is each page's own prerendered markup (decision 017), written by the build
// into index.html's #root: no page is written by hand twice any more.

const template = new DOMParser().parseFromString(indexHtml, 'text/html');

afterEach(() => localStorage.clear());
// The rendered app loads its auth runtime after the first render; the file's environment must
// not be torn down while that import is still on its way (vitest then logs a teardown error).
afterAll(async () => {
  await import('@/app/auth/app-auth-runtime');
});

describe('index.html, the template of every prerendered page', () => {
  it('holds no hand-written copy of a page', () => {
    expect(template.getElementById('root')?.children).toHaveLength(0);
  });

  it('shows the prerendered cookie banner only to a visitor with no stored choice', async () => {
    const inline = [...template.querySelectorAll('script:not([src])')]
      .map((script) => script.textContent)
      .join('\n');
    expect(inline).toContain(`localStorage.getItem('${CONSENT_STORAGE_KEY}') === null`);
    // The prerendered banner is the React one: its buttons name the choices the app knows.
    const { container } = await renderApp('/');
    await waitFor(() => expect(container.querySelector('.bdb-consent')).not.toBeNull());
    const choices = [...container.querySelectorAll('.bdb-consent [data-consent-choice]')].map(
      (button) => [
        button.textContent?.trim() || button.getAttribute('aria-label'),
        button.getAttribute('data-consent-choice'),
      ],
    );
    expect(choices).toEqual([
      ['Chiudi: continua senza accettare', 'dismissed'],
      ['Rifiuta', 'rejected-all'],
      ['Personalizza', 'customize'],
      ['Accetta', 'accepted-all'],
    ]);
  });

  it("asks for the browser's Italian formatting data in a worker that runs to its end", () => {
    // The head's first script: a worker it starts must construct every formatter without
    // throwing (an invalid option value would end the worker before the formatters after it,
    // silently bringing their cost back to the page's own task).
    const headScript = template.head.querySelector('script:not([src])')?.textContent ?? '';
    const workerSources: string[] = [];
    class CapturedBlob {
      constructor(readonly parts: string[]) {}
    }
    const startedWorkers: unknown[] = [];
    class CapturedWorker {
      constructor(url: unknown) {
        startedWorkers.push(url);
      }
    }
    const captureUrl = {
      createObjectURL: (blob: CapturedBlob) => {
        workerSources.push(blob.parts.join(''));
        return 'blob:warm-formats';
      },
    };
    new Function('Blob', 'Worker', 'URL', headScript)(CapturedBlob, CapturedWorker, captureUrl);
    expect(startedWorkers).toEqual(['blob:warm-formats']);

    const [workerSource = ''] = workerSources;
    const closed = vi.fn();
    new Function('close', workerSource)(closed);
    expect(workerSource).toContain("Intl.NumberFormat('it-IT'");
    expect(closed).toHaveBeenCalledOnce();

    // A browser that rejects one of them still ends the worker.
    const closedAfterError = vi.fn();
    const rejected = workerSource.replace("currency:'EUR'", "currency:'EURO'");
    expect(() => new Function('close', rejected)(closedAfterError)).toThrow(RangeError);
    expect(closedAfterError).toHaveBeenCalledOnce();
  });

  it('is Italian and carries the home page title', async () => {
    expect(template.documentElement.lang).toBe('it');
    await renderApp('/');
    await waitFor(() => expect(document.title).toBe(template.title));
  });
});

// That the first-paint styles use the theme's colours is checked in the browser, where both exist:
// tests/e2e/shell/first-paint.spec.ts.
