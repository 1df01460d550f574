import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import { reportErrorByUser } from '@/app/errors/report-error';

export interface ErrorScreenProps {
  error: unknown;
  /** Clears the error and renders the page again. */
  onRetry: () => void;
  /** Leaves the broken page for the home page. */
  onGoHome: () => void;
}

/**
 * The full-page screen for an uncaught render error (spec §2). Logging is the boundary's job
 * (it has the component stack); this screen only talks to the visitor.
 */
export function ErrorScreen({ error, onRetry, onGoHome }: ErrorScreenProps) {
  return (
    <Container size="sm" py={64} component="main">
      <Stack align="center" ta="center" gap="lg">
        <IconAlertTriangle
          size={56}
          stroke={1.5}
          color="var(--mantine-color-crust-7)"
          aria-hidden="true"
        />
        <Title order={1}>Ops! Si è verificato un errore</Title>
        <Text size="lg" c="dimmed">
          Qualcosa non ha funzionato durante il caricamento della pagina. Il nostro team è stato
          informato: riprova tra un momento oppure torna alla home.
        </Text>
        <Group justify="center">
          <Button onClick={onRetry}>Riprova</Button>
          <Button variant="outline" onClick={onGoHome}>
            Torna alla Home
          </Button>
          <Button variant="subtle" onClick={() => reportErrorByUser(error)}>
            Segnala errore
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
