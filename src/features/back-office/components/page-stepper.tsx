import { Button, Group, Text } from '@mantine/core';
import { MAX_PAGE } from '@/lib/search-params';

export interface PageStepperProps {
  page: number;
  hasNext: boolean;
  onChange: (page: number) => void;
}

/**
 * Previous / next for a list too long to count: the page number, no total. The last page an
 * address may carry (MAX_PAGE) has no "next": that far back, a filter finds it faster.
 */
export function PageStepper({ page, hasNext, onChange }: PageStepperProps) {
  if (page === 1 && !hasNext) return null;
  return (
    <Group mt="md" gap="sm" component="nav" aria-label="Pagine">
      <Button variant="default" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Pagina precedente
      </Button>
      <Text size="sm" aria-current="page">
        Pagina {page}
      </Text>
      <Button
        variant="default"
        disabled={!hasNext || page >= MAX_PAGE}
        onClick={() => onChange(page + 1)}
      >
        Pagina successiva
      </Button>
    </Group>
  );
}
