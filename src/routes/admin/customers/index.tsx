import { createFileRoute } from '@tanstack/react-router';
import { CustomersPage } from '@/features/back-office/customers/customers-page';
import { pageHead } from '@/app/seo/page-head';
import { definedOnly, optionalPage, optionalText } from '@/lib/search-params';

export const Route = createFileRoute('/admin/customers/')({
  validateSearch: (search: Record<string, unknown>): { q?: string; page?: number } =>
    definedOnly({ q: optionalText(search.q), page: optionalPage(search.page) }),
  head: () =>
    pageHead({
      title: 'Clienti',
      description: 'I clienti registrati di Bottega del Bun.',
      path: '/admin/customers',
      noIndex: true,
    }),
  component: CustomersRoute,
});

function CustomersRoute() {
  const navigate = Route.useNavigate();
  const { q, page } = Route.useSearch();
  return (
    <CustomersPage
      search={q ?? ''}
      page={page ?? 1}
      onChange={(search) => void navigate({ search, replace: true })}
    />
  );
}
