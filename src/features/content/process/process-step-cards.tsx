import { ActionIcon } from '@mantine/core';
import IconChevronLeft from '@tabler/icons-react/dist/esm/icons/IconChevronLeft.mjs';
import IconChevronRight from '@tabler/icons-react/dist/esm/icons/IconChevronRight.mjs';
import type { Dispatch } from 'react';
import type { ProcessStep } from '@/features/content/process-steps';
import type { ProcessStepAction } from '@/features/content/process/process-step-state';
import { ProcessStats } from '@/features/content/process/process-stats';
import classes from '@/features/content/process/home-process.module.css';

/**
 * Phones: one step card at a time with a dot selector and previous/next. All cards share one
 * grid cell, so the block is as tall as the longest and nothing below moves when it changes.
 */
export function ProcessStepCards({
  steps,
  active,
  dispatch,
}: {
  steps: readonly ProcessStep[];
  active: number;
  dispatch: Dispatch<ProcessStepAction>;
}) {
  return (
    <div className={classes.cards} data-testid="process-cards">
      <div className={classes.cardStack}>
        {steps.map((step, index) => (
          <article
            key={step.id}
            className={classes.card}
            data-active={index === active || undefined}
            aria-hidden={index !== active || undefined}
            aria-label={`Passo ${index + 1} di ${steps.length}`}
          >
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
              <p className={classes.stepCount}>
                Passo {index + 1} di {steps.length}
              </p>
              <h3 className={classes.stepTitle}>{step.title}</h3>
              <p className={classes.stepText}>{step.description}</p>
              <ProcessStats stats={step.stats} />
            </div>
          </article>
        ))}
      </div>
      <div className={classes.selector}>
        <ActionIcon
          variant="outline"
          color="crust"
          size="xl"
          radius="xl"
          aria-label="Passo precedente"
          disabled={active === 0}
          onClick={() => dispatch({ type: 'previous' })}
        >
          <IconChevronLeft size={22} aria-hidden="true" />
        </ActionIcon>
        <ul className={classes.dots} aria-label="Scegli un passo">
          {steps.map((step, index) => (
            <li key={step.id}>
              <button
                type="button"
                className={classes.dot}
                aria-label={`Passo ${index + 1}: ${step.title}`}
                aria-current={index === active ? 'step' : undefined}
                onClick={() => dispatch({ type: 'picked', index })}
              />
            </li>
          ))}
        </ul>
        <ActionIcon
          variant="outline"
          color="crust"
          size="xl"
          radius="xl"
          aria-label="Passo successivo"
          disabled={active === steps.length - 1}
          onClick={() => dispatch({ type: 'next' })}
        >
          <IconChevronRight size={22} aria-hidden="true" />
        </ActionIcon>
      </div>
    </div>
  );
}
