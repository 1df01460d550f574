import { describe, expect, it } from 'vitest';
import { createTooltipDelayGroup } from '@/components/tooltip/tooltip-delay-group';

function groupAt(clock: { now: number }) {
  return createTooltipDelayGroup({ openDelayMs: 700, skipWindowMs: 300, now: () => clock.now });
}

describe('tooltip delay group (spec §9: 700 ms, skip window 300 ms)', () => {
  it('makes the first tooltip wait the open delay', () => {
    expect(groupAt({ now: 0 }).currentOpenDelayMs()).toBe(700);
  });

  it('opens a neighbour at once while one is open', () => {
    const group = groupAt({ now: 0 });
    group.markOpened('instagram');
    expect(group.currentOpenDelayMs()).toBe(0);
  });

  it('opens at once within 300 ms after one closed, and waits again after that', () => {
    const clock = { now: 1_000 };
    const group = groupAt(clock);
    group.markOpened('instagram');
    group.markClosed('instagram');
    clock.now += 300;
    expect(group.currentOpenDelayMs()).toBe(0);
    clock.now += 1;
    expect(group.currentOpenDelayMs()).toBe(700);
  });

  it('ignores closing a tooltip that never opened', () => {
    const clock = { now: 5_000 };
    const group = groupAt(clock);
    group.markClosed('facebook');
    expect(group.currentOpenDelayMs()).toBe(700);
  });
});
