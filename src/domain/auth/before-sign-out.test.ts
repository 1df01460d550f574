import { describe, expect, it, vi } from 'vitest';
import { beforeSignOut, runBeforeSignOut } from '@/domain/auth/user-data';

describe('the steps before signing out', () => {
  it('run, and one that hangs or fails never holds the sign-out up', async () => {
    const done = vi.fn(async () => undefined);
    const removals = [
      beforeSignOut(done),
      beforeSignOut(() => new Promise<void>(() => undefined)),
      beforeSignOut(async () => {
        throw new Error('offline');
      }),
    ];
    const started = Date.now();
    await runBeforeSignOut(50);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(done).toHaveBeenCalledOnce();
    removals.forEach((remove) => remove());
  });
});
