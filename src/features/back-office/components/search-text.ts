import type { FormEvent } from 'react';

/** The trimmed `q` field of a submitted search form, or undefined when empty. */
export function searchText(event: FormEvent<HTMLFormElement>): string | undefined {
  const value = new FormData(event.currentTarget).get('q');
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
