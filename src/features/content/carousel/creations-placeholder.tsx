import classes from '@/features/content/carousel/creations-carousel.module.css';

/** Spec §8: what the carousel says when it is empty or could not be read. */
export const CREATIONS_UNAVAILABLE = 'Le nostre creazioni saranno disponibili a breve';

/** Four grey slides while the carousel loads (spec §2). */
export function CreationsPlaceholder() {
  return (
    <div className={classes.placeholders} role="status" data-testid="creations-loading">
      <span className="bdb-visually-hidden">Caricamento delle creazioni...</span>
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className={classes.placeholder} aria-hidden="true" />
      ))}
    </div>
  );
}

/** The carousel is empty or failed. */
export function CreationsUnavailable() {
  return <p className={classes.unavailable}>{CREATIONS_UNAVAILABLE}</p>;
}
