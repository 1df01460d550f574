import { Code, Container, Stack, Text, Title } from '@mantine/core';

export interface StatusErrorDetails {
  status: number;
  statusText?: string;
  message?: string;
}

/**
 * The text under the heading: the status with its text, or the status with the message when
 * there is no text (spec §8: "with status and text or message").
 */
export function describeStatusError({ status, statusText, message }: StatusErrorDetails): string {
  const detail = statusText?.trim() || message?.trim();
  return detail ? `${status} ${detail}` : String(status);
}

/** Fallback for router errors that carry an HTTP status, e.g. a loader's failed response. */
export function RouterErrorFallback({ details }: { details: StatusErrorDetails }) {
  return (
    <Container size="sm" py={64} component="main">
      <Stack gap="md">
        <Title order={1}>Unexpected Application Error!</Title>
        <Text size="lg">
          <Code fz="md">{describeStatusError(details)}</Code>
        </Text>
      </Stack>
    </Container>
  );
}
