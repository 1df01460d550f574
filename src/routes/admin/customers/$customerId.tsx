import { createFileRoute } from '@tanstack/react-router';
import { CustomerDetailPage } from '@/features/back-office/customers/customer-detail-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/admin/customers/$customerId')({
  // The customer's name labels the breadcrumb (see SiteBreadcrumb).
  loader: async ({ context, params }) => {
    const { customerQueryOptions } = await import('@/features/back-office/api/admin-queries');
    const { profile } = await context.queryClient.ensureQueryData(
      customerQueryOptions(params.customerId),
    );
    return { crumb: profile.company_name ?? profile.full_name ?? profile.email ?? 'Cliente' };
  },
  head: ({ loaderData, params }) =>
    pageHead({
      title: loaderData?.crumb ?? 'Cliente',
      description: 'Scheda di un cliente di Bottega del Bun.',
      path: `/admin/customers/${params.customerId}`,
      noIndex: true,
    }),
  component: CustomerRoute,
});

function CustomerRoute() {
  return <CustomerDetailPage customerId={Route.useParams().customerId} />;
}
