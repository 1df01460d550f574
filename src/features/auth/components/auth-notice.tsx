import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface AuthNoticeProps {
  icon: TablerIcon;
  tone?: 'success' | 'warning';
  title: string;
  children: ReactNode;
  /** Buttons or links for what to do next. */
  actions?: ReactNode;
}

/**
 * What happened after an auth step (mail sent, e-mail confirmed, link expired), said in one
 * heading and a sentence or two. `role="status"` so a screen reader announces the outcome.
 */
export function AuthNotice({
  icon: Icon,
  tone = 'success',
  title,
  children,
  actions,
}: AuthNoticeProps) {
  return (
    <Stack gap="sm" role="status">
      <Group gap="sm" wrap="nowrap" align="center">
        <ThemeIcon
          size={44}
          radius="xl"
          variant="light"
          color={tone === 'success' ? 'crust' : 'red'}
          aria-hidden="true"
        >
          <Icon size={26} stroke={1.75} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
      </Group>
      <Text component="div">{children}</Text>
      {actions && <Group mt="xs">{actions}</Group>}
    </Stack>
  );
}
