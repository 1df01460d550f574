import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageFrame } from '@/components/page-frame';
import { formatItalianDate } from '@/features/legal/legal-dates';
import classes from '@/features/legal/components/legal-document.module.css';

export interface LegalSection {
  /** Anchor id, so a section can be linked (e.g. /privacy-policy#diritti). */
  id: string;
  title: string;
  content: ReactNode;
}

export interface LegalDocumentProps {
  title: string;
  lead: ReactNode;
  updatedOn: string;
  sections: readonly LegalSection[];
  /** Extra content after the sections (e.g. the consent controls). */
  children?: ReactNode;
}

/** A legal text: heading, revision date, table of contents and numbered sections. */
export function LegalDocument({ title, lead, updatedOn, sections, children }: LegalDocumentProps) {
  return (
    <PageFrame title={title} lead={lead} narrow>
      <Text size="sm" c="dimmed" mt="xs">
        Ultimo aggiornamento: <time dateTime={updatedOn}>{formatItalianDate(updatedOn)}</time>
      </Text>
      <nav aria-label="Indice" className={classes.toc}>
        <p className={classes.tocTitle}>Indice</p>
        <ol className={classes.tocList}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={classes.body}>
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-titolo`}
            className={classes.section}
          >
            <Title order={2} id={`${section.id}-titolo`} className={classes.sectionTitle}>
              {index + 1}. {section.title}
            </Title>
            {section.content}
          </section>
        ))}
      </div>
      {children}
    </PageFrame>
  );
}
