import { SimpleGrid, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PageFrame } from '@/components/page-frame';
import { adminAreas } from '@/features/admin/admin-areas';
import classes from '@/features/admin/components/admin-layout.module.css';

/** The admin home: one card per area. */
export function AdminDashboardPage() {
  return (
    <PageFrame
      title="Area Admin"
      lead="Da qui gestisci il negozio: catalogo, ordini, clienti, contenuti e impostazioni."
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" mt="xl">
        {adminAreas.map((area) => (
          <Link key={area.key} to={area.path} className={classes.card}>
            <span className={classes.cardTitle}>{area.title}</span>
            <Text size="sm" c="dimmed" component="span" display="block">
              {area.description}
            </Text>
          </Link>
        ))}
      </SimpleGrid>
    </PageFrame>
  );
}
