import { Paper } from '@mantine/core';
import { PageFrame } from '@/components/page-frame';
import { adminArea } from '@/features/back-office/admin-areas';
import { useAuth } from '@/domain/auth/auth-context';
import { PushSettings } from '@/offline/push/push-settings';

/** /admin/notifiche: the office's topics on this device and the admin's other devices (issue 42). */
export function PushDevicesPage() {
  const { user } = useAuth();
  const { title, description } = adminArea('notifications');
  return (
    <PageFrame title={title} lead={description}>
      {user && (
        <Paper withBorder radius="md" p="lg" mt="lg" maw={720}>
          <PushSettings userId={user.id} audience="office" />
        </Paper>
      )}
    </PageFrame>
  );
}
