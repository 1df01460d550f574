import { describe, expect, it } from 'vitest';
import {
  initialProcessStepState,
  processStepReducer,
  stepForScroll,
} from '@/features/content/process/process-step-state';

const reduce = processStepReducer(4);

describe('processStepReducer (spec §4)', () => {
  it('follows the scroll while nobody has chosen a step', () => {
    const state = reduce(initialProcessStepState, { type: 'scrolled', index: 2 });
    expect(state).toEqual({ active: 2, control: 'scroll' });
    expect(reduce(state, { type: 'scrolled', index: 1 })).toEqual({ active: 1, control: 'scroll' });
  });

  it('becomes user-controlled when a step is picked, and then ignores the scroll', () => {
    const picked = reduce(initialProcessStepState, { type: 'picked', index: 3 });
    expect(picked).toEqual({ active: 3, control: 'user' });
    expect(reduce(picked, { type: 'scrolled', index: 0 })).toBe(picked);
  });

  it('next and previous move one step, stay within the four, and take control', () => {
    let state = reduce(initialProcessStepState, { type: 'next' });
    expect(state).toEqual({ active: 1, control: 'user' });
    state = reduce(reduce(reduce(state, { type: 'next' }), { type: 'next' }), { type: 'next' });
    expect(state.active).toBe(3);
    state = reduce({ active: 0, control: 'scroll' }, { type: 'previous' });
    expect(state).toEqual({ active: 0, control: 'user' });
  });

  it('keeps indexes from the outside within the steps', () => {
    expect(reduce(initialProcessStepState, { type: 'picked', index: 9 }).active).toBe(3);
    expect(reduce(initialProcessStepState, { type: 'scrolled', index: -2 }).active).toBe(0);
  });
});

describe('stepForScroll', () => {
  const viewportHeight = 800;
  const height = 600;

  it('shows the first step until the section is well on screen', () => {
    expect(stepForScroll({ top: 1200, height, viewportHeight }, 4)).toBe(0);
    expect(stepForScroll({ top: 600, height, viewportHeight }, 4)).toBe(0);
  });

  it('walks through the steps as the section scrolls up', () => {
    // Read from top = 600 (75% of 800) down to top = -400 (bottom at 25%): 1000 px, 250 each.
    expect(stepForScroll({ top: 349, height, viewportHeight }, 4)).toBe(1);
    expect(stepForScroll({ top: 99, height, viewportHeight }, 4)).toBe(2);
    expect(stepForScroll({ top: -151, height, viewportHeight }, 4)).toBe(3);
  });

  it('stays on the last step once the section has gone by', () => {
    expect(stepForScroll({ top: -2000, height, viewportHeight }, 4)).toBe(3);
  });
});
