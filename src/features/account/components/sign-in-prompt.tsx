import { Button, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** What /profile shows to a visitor who is not signed in (spec §4: nothing happens). */
export function SignInPrompt() {
  return (
    <>
      <Text mt="lg">
        Accedi per vedere e modificare i tuoi dati, gli indirizzi di consegna e la password.
      </Text>
      <Group mt="md">
        <Button
          renderRoot={(props) => <Link to="/login" search={{ redirect: '/profile' }} {...props} />}
        >
          Accedi
        </Button>
        <Button component={Link} to="/register" variant="outline">
          Registrati
        </Button>
      </Group>
    </>
  );
}
