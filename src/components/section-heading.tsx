import type { ReactNode } from 'react';
import classes from '@/components/section-heading.module.css';

export interface SectionHeadingProps {
  /** The `id` of the `<h2>`, for the section's `aria-labelledby`. */
  id: string;
  /** The small uppercase line above the title. */
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** Room under the lead: none when something sits beside it, more before a timeline. */
  spaceAfter?: 'none' | 'md' | 'lg';
}

/** The eyebrow, serif title and lead that open each home section, styled in one place. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  spaceAfter = 'md',
}: SectionHeadingProps) {
  return (
    <>
      <p className={classes.eyebrow}>{eyebrow}</p>
      <h2 id={id} className={classes.title}>
        {title}
      </h2>
      <p className={classes.lead} data-space-after={spaceAfter}>
        {lead}
      </p>
    </>
  );
}
