import { formatStat, type ProcessStat } from '@/features/content/process-steps';
import classes from '@/features/content/process/home-process.module.css';

/** A step's figures (e.g. '18+ ore' of 'Lievitazione'), as a description list. */
export function ProcessStats({ stats }: { stats: readonly ProcessStat[] }) {
  return (
    <dl className={classes.stats}>
      {stats.map((stat) => (
        <div key={stat.label} className={classes.stat}>
          <dt>{stat.label}</dt>
          <dd>{formatStat(stat)}</dd>
        </div>
      ))}
    </dl>
  );
}
