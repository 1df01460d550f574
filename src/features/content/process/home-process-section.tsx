import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useReducer, useRef } from 'react';
import heroBurger from '@/features/content/assets/hero-burger.svg';
import { processSteps } from '@/features/content/process-steps';
import {
  initialProcessStepState,
  processStepReducer,
} from '@/features/content/process/process-step-state';
import { ProcessStepCards } from '@/features/content/process/process-step-cards';
import { ProcessTimeline } from '@/features/content/process/process-timeline';
import { useScrollFollowedStep } from '@/features/content/process/use-scroll-followed-step';
import { VideoTeaser } from '@/features/content/process/video-teaser';
import { useScreenClass } from '@/hooks/use-screen-class';
import classes from '@/features/content/process/home-process.module.css';
import { SectionHeading } from '@/components/section-heading';

const reducer = processStepReducer(processSteps.length);

/**
 * Home 'Il Nostro Processo di Creazione' (spec §2): an alternating timeline on wider screens,
 * step cards with a dot selector on phones; the active step follows the scroll until the
 * visitor chooses one. The video teaser block is there without a video, as the spec says.
 */
export function HomeProcessSection() {
  const sectionRef = useRef<HTMLElement>(null);
  const [state, dispatch] = useReducer(reducer, initialProcessStepState);
  const screen = useScreenClass();
  useScrollFollowedStep(sectionRef, processSteps.length, state.control === 'scroll', dispatch);

  return (
    <section
      ref={sectionRef}
      className={classes.section}
      aria-labelledby="home-process-title"
      data-control={state.control}
      data-active-step={state.active + 1}
    >
      <div className="bdb-container">
        <SectionHeading
          id="home-process-title"
          eyebrow="Un laboratorio alle porte di Torino"
          title="Il Nostro Processo di Creazione"
          lead="Quattro passaggi, sempre gli stessi, nel nostro laboratorio di Moncalieri: è così che un sacco di farina diventa il pane dei tuoi hamburger."
          spaceAfter="lg"
        />
        {screen === 'mobile' ? (
          <ProcessStepCards steps={processSteps} active={state.active} dispatch={dispatch} />
        ) : (
          <ProcessTimeline steps={processSteps} active={state.active} dispatch={dispatch} />
        )}
        <div className={classes.teaser}>
          <VideoTeaser
            poster={heroBurger}
            title="Dal forno alla tua cucina"
            text="Ogni mattina i bun escono dal forno, riposano e partono freschi con il corriere refrigerato: in 1–2 giorni lavorativi sono da te."
          />
        </div>
        <div className={classes.more}>
          <Button
            component={Link}
            to="/process"
            size="lg"
            color="crust"
            classNames={{ root: classes.moreButton, label: classes.moreLabel }}
          >
            SCOPRI IL NOSTRO PROCESSO ARTIGIANALE
          </Button>
        </div>
      </div>
    </section>
  );
}
