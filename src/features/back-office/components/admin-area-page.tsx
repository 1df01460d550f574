import { PageFrame } from '@/components/page-frame';
import { adminArea, type AdminAreaKey } from '@/features/back-office/admin-areas';

/** The frame of one admin area; its tables and forms arrive with the admin features. */
export function AdminAreaPage({ area }: { area: AdminAreaKey }) {
  const { title, description } = adminArea(area);
  return <PageFrame title={title} lead={description} />;
}
