import { Anchor, Burger, Button, Group, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import IconBuildingStore from '@tabler/icons-react/dist/esm/icons/IconBuildingStore.mjs';
import classes from '@/features/back-office/components/admin-layout.module.css';
import { AlertsToggle } from '@/features/back-office/notifications/alerts-toggle';
import { NotificationBell } from '@/features/back-office/notifications/notification-bell';
import { useAuth } from '@/domain/auth/auth-context';

/** The console's top bar: its name, the alerts switch, the bell, who is signed in, the shop. */
export function AdminHeader({
  navOpened,
  onToggleNav,
}: {
  navOpened: boolean;
  onToggleNav: () => void;
}) {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={navOpened ? 'Chiudi le sezioni' : 'Apri le sezioni'}
        />
        <Link to="/admin" className={classes.brand}>
          Bottega del Bun <span className={classes.brandApp}>· Gestione</span>
        </Link>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <AlertsToggle />
        <NotificationBell />
        {user && (
          <Text size="sm" fw={600} visibleFrom="md" className={classes.adminName}>
            {user.name || user.email}
          </Text>
        )}
        <Anchor component={Link} to="/" className={classes.shopLink}>
          <IconBuildingStore size={18} aria-hidden />
          Vai al negozio
        </Anchor>
        <Button
          variant="subtle"
          size="sm"
          onClick={() => void logout().then(() => navigate({ to: '/login' }))}
        >
          Esci
        </Button>
      </Group>
    </Group>
  );
}
