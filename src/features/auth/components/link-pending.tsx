import { Group, Loader, Text } from '@mantine/core';

/** While supabase-js exchanges the link's code for a session. */
export function LinkPending({ label }: { label: string }) {
  return (
    <Group gap="sm" role="status" aria-live="polite">
      <Loader size="sm" color="crust" aria-hidden="true" />
      <Text>{label}</Text>
    </Group>
  );
}
