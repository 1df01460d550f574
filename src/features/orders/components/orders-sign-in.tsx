import { Button, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** What the orders pages show to a visitor who is not signed in. */
export function OrdersSignIn({ redirect }: { redirect: string }) {
  return (
    <>
      <Text mt="lg">Accedi per vedere i tuoi ordini e il loro stato.</Text>
      <Group mt="md">
        <Button renderRoot={(props) => <Link to="/login" search={{ redirect }} {...props} />}>
          Accedi
        </Button>
        <Button component={Link} to="/register" variant="outline">
          Registrati
        </Button>
      </Group>
    </>
  );
}
