import { Text, Title } from '@mantine/core';
import { PageFrame } from '@/components/page-frame';
import { processSteps } from '@/features/content/process-steps';
import classes from '@/features/content/components/process-page.module.css';

/** The four steps of our bake, with their numbers. */
export function ProcessPage() {
  return (
    <PageFrame
      title="Il Nostro Processo"
      lead="Come nasce un bun nel nostro laboratorio vicino a Torino, dalla scelta delle farine all’uscita dal forno."
    >
      <ol className={classes.steps}>
        {processSteps.map((step, index) => (
          <li key={step.id} className={classes.step}>
            <span className={classes.number} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <Title order={2} className={classes.stepTitle}>
                {step.title}
              </Title>
              <Text mt="xs">{step.description}</Text>
              <dl className={classes.stats}>
                {step.stats.map((stat) => (
                  <div key={stat.label} className={classes.stat}>
                    <dt>{stat.label}</dt>
                    <dd>
                      {stat.value}
                      {stat.unit === '%' || stat.unit === '°C' ? '' : ' '}
                      {stat.unit}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          </li>
        ))}
      </ol>
    </PageFrame>
  );
}
