import { SimpleGrid, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import classes from '@/features/back-office/content/components/admin-content.module.css';
import { renderMarkdown } from '@/lib/markdown/render-markdown';

export interface MarkdownFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
}

/**
 * The post's Markdown beside its live preview, rendered and sanitised exactly like the public
 * blog page (so a pasted script shows nothing here either).
 */
export function MarkdownField({ value, onChange, error }: MarkdownFieldProps) {
  // Rendering on every keystroke of a long post would make typing lag.
  const [debounced] = useDebouncedValue(value, 200);
  const html = useMemo(() => renderMarkdown(debounced), [debounced]);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Textarea
        label="Testo (Markdown)"
        description="## Titolo, **grassetto**, *corsivo*, - elenchi, [link](https://…), ![foto](https://…)"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        autosize
        minRows={14}
        maxRows={30}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <section aria-label="Anteprima dell’articolo">
        <Text size="sm" fw={500} mb={4}>
          Anteprima
        </Text>
        <Text size="xs" c="dimmed" mb={6}>
          Come lo vedranno i visitatori.
        </Text>
        {html ? (
          <div
            className={classes.markdown}
            data-testid="markdown-preview"
            // A long article scrolls inside the preview: focusable, so the keyboard scrolls it.
            tabIndex={0}
            // Sanitised by renderMarkdown (DOMPurify), like the public post page.
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : (
          <div className={classes.markdown} data-testid="markdown-preview">
            <Text c="dimmed">L’anteprima appare mentre scrivi.</Text>
          </div>
        )}
      </section>
    </SimpleGrid>
  );
}
