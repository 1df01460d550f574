import { type Dispatch, type RefObject, useEffect } from 'react';
import {
  type ProcessStepAction,
  stepForScroll,
} from '@/features/content/process/process-step-state';

/**
 * While `following`, reports the step that the section's scroll position shows (at most once
 * per frame); the reducer ignores it once the visitor has taken control.
 */
export function useScrollFollowedStep(
  sectionRef: RefObject<HTMLElement | null>,
  count: number,
  following: boolean,
  dispatch: Dispatch<ProcessStepAction>,
): void {
  useEffect(() => {
    const section = sectionRef.current;
    if (!following || !section) return undefined;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const rect = section.getBoundingClientRect();
      const index = stepForScroll(
        { top: rect.top, height: rect.height, viewportHeight: window.innerHeight },
        count,
      );
      dispatch({ type: 'scrolled', index });
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    // The first reading waits for the next frame too: measuring here, right after React's
    // commit, would force a synchronous layout of the whole new page inside the commit's task.
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [sectionRef, count, following, dispatch]);
}
