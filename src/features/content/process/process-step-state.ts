/**
 * Which baking step is active (spec §4): it follows the page's scroll until the visitor picks
 * a step or uses next/previous; from then on it is theirs ('user') and scrolling leaves it be.
 */
export interface ProcessStepState {
  active: number;
  control: 'scroll' | 'user';
}

export type ProcessStepAction =
  | { type: 'scrolled'; index: number }
  | { type: 'picked'; index: number }
  | { type: 'next' }
  | { type: 'previous' };

export const initialProcessStepState: ProcessStepState = { active: 0, control: 'scroll' };

const clampIndex = (index: number, count: number) =>
  Math.min(Math.max(0, Math.trunc(index)), Math.max(0, count - 1));

/** The reducer behind the home page's process section, for `count` steps. */
export function processStepReducer(count: number) {
  return (state: ProcessStepState, action: ProcessStepAction): ProcessStepState => {
    switch (action.type) {
      case 'scrolled': {
        if (state.control === 'user') return state;
        const active = clampIndex(action.index, count);
        return active === state.active ? state : { ...state, active };
      }
      case 'picked':
        return { active: clampIndex(action.index, count), control: 'user' };
      case 'next':
        return { active: clampIndex(state.active + 1, count), control: 'user' };
      case 'previous':
        return { active: clampIndex(state.active - 1, count), control: 'user' };
    }
  };
}

/** Where a section is on screen (`getBoundingClientRect` and the viewport's height). */
export interface SectionPosition {
  top: number;
  height: number;
  viewportHeight: number;
}

/**
 * The step a scroll position shows: the section is read from when its top reaches 75% of
 * the viewport until its bottom reaches 25%, split evenly between the steps.
 */
export function stepForScroll({ top, height, viewportHeight }: SectionPosition, count: number) {
  const start = viewportHeight * 0.75;
  const distance = height + viewportHeight * 0.5;
  const progress = distance > 0 ? (start - top) / distance : 0;
  return clampIndex(Math.floor(Math.min(Math.max(progress, 0), 0.9999) * count), count);
}
