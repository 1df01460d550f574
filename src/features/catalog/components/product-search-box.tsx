import '@mantine/core/styles/Input.css';
import { CloseButton, TextInput } from '@mantine/core';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { useEffect, useRef, useState } from 'react';
import { filterControlNames } from '@/features/catalog/filters-chosen-before-app';

/** Typing settles for this long before the address (and the list) follows. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The catalogue search: it follows the address (a shared link, 'Azzera filtri') and writes
 * back to it once typing pauses, or at once on Enter.
 */
export function ProductSearchBox({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (search: string) => void;
}) {
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The address changed from elsewhere: show what it says now.
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() !== value) onSearch(next.trim());
  };

  return (
    <TextInput
      type="search"
      // Read back by the page as it hydrates: what was typed before the app ran.
      name={filterControlNames.search}
      label="Cerca nel catalogo"
      placeholder="Es. sesamo, brioche, vegano…"
      size="md"
      value={text}
      leftSection={<IconSearch size={20} aria-hidden="true" />}
      rightSection={
        text ? (
          <CloseButton
            aria-label="Cancella la ricerca"
            onClick={() => {
              setText('');
              submit('');
            }}
          />
        ) : null
      }
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => submit(next), SEARCH_DEBOUNCE_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') submit(text);
      }}
      maxLength={100}
    />
  );
}
