import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '@/features/admin/components/admin-layout';

// Layout of every /admin page. The access guard (beforeLoad) arrives with the auth feature.
export const Route = createFileRoute('/admin')({
  component: AdminLayout,
});
