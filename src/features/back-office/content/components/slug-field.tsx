import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { adminContentKeys } from '@/features/back-office/content/api/admin-content-keys';
import { SLUG_PATTERN } from '@/features/back-office/content/slugify';

export interface SlugFieldProps {
  value: string;
  onChange: (slug: string) => void;
  /** The form's own validation message, shown before the availability check's. */
  error?: ReactNode;
  /** Where the page will live, e.g. '/products/'. */
  pathPrefix: string;
  /** Asks the database whether another record already uses the slug. */
  isTaken: (slug: string) => Promise<boolean>;
  takenMessage: string;
  /** The record being edited (its own slug is not "taken"). */
  recordId?: string;
  kind: 'product' | 'post';
}

/** The slug input with the page's address and a live uniqueness check while typing. */
export function SlugField({
  value,
  onChange,
  error,
  pathPrefix,
  isTaken,
  takenMessage,
  recordId,
  kind,
}: SlugFieldProps) {
  const [debounced] = useDebouncedValue(value.trim(), 350);
  const checkable = SLUG_PATTERN.test(debounced);
  const availability = useQuery({
    queryKey: [...adminContentKeys.all, 'slug', kind, debounced, recordId ?? null],
    queryFn: () => isTaken(debounced),
    enabled: checkable,
    staleTime: 10_000,
  });
  const taken = checkable && debounced === value.trim() && availability.data === true;
  return (
    <TextInput
      label="Slug (indirizzo della pagina)"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error ?? (taken ? takenMessage : undefined)}
      description={`La pagina sarà ${pathPrefix}${value.trim() || '…'}`}
      autoComplete="off"
      spellCheck={false}
      withAsterisk
    />
  );
}
