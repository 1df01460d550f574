import type { BrowserContext } from '@playwright/test';
import { type RunningStack, startStack } from '../../../supabase/local/stack.ts';
import { e2eEnv, runningStackUrl } from './e2e-env.ts';
import { test } from './fixtures.ts';

export interface ShortLivedTokenStack {
  /** The running stack (available from the file's tests on). */
  readonly stack: RunningStack;
  /** Sends every request the page makes to the e2e stack to this one instead (same API). */
  routeTo(context: BrowserContext): Promise<void>;
}

/**
 * For a spec file about token expiry: the shared e2e stack issues tokens for an hour and the
 * built PWA has its address baked in, so the file starts an in-memory stack of its own whose
 * tokens live `seconds` and reroutes the page's API requests there. The app under test stays
 * the unchanged production build. Call at the top level of the spec file.
 */
export function shortLivedTokenStack(seconds: number): ShortLivedTokenStack {
  let running: RunningStack | undefined;
  test.beforeAll(async () => {
    running = await startStack({
      port: 0,
      memory: true,
      // The rerouted page still sends its context's X-Forwarded-For (fixtures.ts).
      trustProxy: true,
      auth: {
        jwtExpirySeconds: seconds,
        siteUrl: e2eEnv.webUrl,
        additionalRedirectUrls: [`${e2eEnv.webUrl}/**`],
      },
    });
  });
  test.afterAll(async () => {
    await running?.stop();
  });
  const stack = () => {
    if (!running) throw new Error('the short-lived token stack has not started');
    return running;
  };
  return {
    get stack() {
      return stack();
    },
    async routeTo(context) {
      const e2eStackUrl = runningStackUrl();
      await context.route(`${e2eStackUrl}/**`, (route) =>
        route.continue({ url: route.request().url().replace(e2eStackUrl, stack().url) }),
      );
    },
  };
}
