import type { Dispatch } from 'react';
import type { ProcessStep } from '@/features/content/process-steps';
import type { ProcessStepAction } from '@/features/content/process/process-step-state';
import { ProcessStats } from '@/features/content/process/process-stats';
import classes from '@/features/content/process/home-process.module.css';

/** Wider screens: the four steps along a line, alternating sides; the active one stands out. */
export function ProcessTimeline({
  steps,
  active,
  dispatch,
}: {
  steps: readonly ProcessStep[];
  active: number;
  dispatch: Dispatch<ProcessStepAction>;
}) {
  return (
    <ol className={classes.timeline} data-testid="process-timeline">
      {steps.map((step, index) => (
        <li
          key={step.id}
          className={classes.timelineItem}
          data-side={index % 2 === 0 ? 'left' : 'right'}
          data-active={index === active || undefined}
        >
          <button
            type="button"
            className={classes.marker}
            aria-pressed={index === active}
            aria-label={`Passo ${index + 1}: ${step.title}`}
            onClick={() => dispatch({ type: 'picked', index })}
          >
            {index + 1}
          </button>
          <article className={classes.timelineCard}>
            <img
              src={step.image}
              alt=""
              width={800}
              height={600}
              loading="lazy"
              decoding="async"
              className={classes.stepImage}
            />
            <div className={classes.stepBody}>
              <h3 className={classes.stepTitle}>{step.title}</h3>
              <p className={classes.stepText}>{step.description}</p>
              <ProcessStats stats={step.stats} />
            </div>
          </article>
        </li>
      ))}
    </ol>
  );
}
