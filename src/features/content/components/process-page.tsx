import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PageFrame } from '@/components/page-frame';
import heroBurger from '@/features/content/assets/hero-burger.svg';
import { formatStat, processSteps } from '@/features/content/process-steps';
import { VideoTeaser } from '@/features/content/process/video-teaser';
import classes from '@/features/content/components/process-page.module.css';

/** /process: the four steps of our bake in depth, with their numbers and the video teaser. */
export function ProcessPage() {
  return (
    <PageFrame
      title="Il Nostro Processo"
      lead="Come nasce un bun nel nostro laboratorio vicino a Torino, dalla scelta delle farine all’uscita dal forno."
    >
      <ol className={classes.steps}>
        {processSteps.map((step, index) => (
          <li key={step.id} className={classes.step} data-flip={index % 2 === 1 || undefined}>
            <img
              src={step.image}
              alt=""
              width={800}
              height={600}
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
              className={classes.image}
            />
            <div className={classes.body}>
              <p className={classes.number}>Passo {index + 1}</p>
              <h2 className={classes.stepTitle}>{step.title}</h2>
              <p className={classes.text}>{step.description}</p>
              <p className={classes.text}>{step.details}</p>
              <dl className={classes.stats}>
                {step.stats.map((stat) => (
                  <div key={stat.label} className={classes.stat}>
                    <dt>{stat.label}</dt>
                    <dd>{formatStat(stat)}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </li>
        ))}
      </ol>
      <div className={classes.teaser}>
        <VideoTeaser
          poster={heroBurger}
          title="Vuoi vedere il laboratorio da vicino?"
          text="Per i ristoratori organizziamo visite e assaggi a Moncalieri: vedrai l’impasto, la formatura e il forno, e proverai i bun con la tua carne."
        >
          <Button component={Link} to="/contact" color="sesame.5" c="crust.9">
            Organizza una visita
          </Button>
        </VideoTeaser>
      </div>
      <Group mt="xl">
        <Button component={Link} to="/products" size="md">
          Scopri i nostri bun
        </Button>
        <Button component={Link} to="/business" size="md" variant="outline">
          Per Ristoratori
        </Button>
      </Group>
    </PageFrame>
  );
}
