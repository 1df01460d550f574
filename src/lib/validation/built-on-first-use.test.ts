import { describe, expect, it, vi } from 'vitest';
import { builtOnFirstUse } from '@/lib/validation/built-on-first-use';

describe('builtOnFirstUse', () => {
  it('builds nothing until asked, then once, and hands back the same value', () => {
    const build = vi.fn(() => ({ schema: 'built' }));
    const schemas = builtOnFirstUse(build);
    expect(build).not.toHaveBeenCalled();
    const first = schemas();
    expect(schemas()).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('keeps a value that is falsy', () => {
    const build = vi.fn(() => 0);
    const zero = builtOnFirstUse(build);
    expect([zero(), zero()]).toEqual([0, 0]);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
