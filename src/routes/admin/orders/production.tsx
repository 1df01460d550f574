import { createFileRoute } from '@tanstack/react-router';
import { ProductionPlanPage } from '@/features/back-office/orders/production-plan-page';
import { romeIsoDate } from '@/features/back-office/orders/rome-date';
import { pageHead } from '@/app/seo/page-head';
import { definedOnly, optionalIsoDay } from '@/lib/search-params';

export const Route = createFileRoute('/admin/orders/production')({
  validateSearch: (search: Record<string, unknown>): { day?: string } =>
    definedOnly({ day: optionalIsoDay(search.day) }),
  loader: () => ({ crumb: 'Piano di produzione' }),
  head: () =>
    pageHead({
      title: 'Piano di produzione',
      description: 'Le confezioni da sfornare per un giorno di consegna.',
      path: '/admin/orders/production',
      noIndex: true,
    }),
  component: ProductionRoute,
});

function ProductionRoute() {
  const navigate = Route.useNavigate();
  return (
    <ProductionPlanPage
      day={Route.useSearch().day ?? romeIsoDate()}
      onDayChange={(day) => void navigate({ search: { day }, replace: true })}
    />
  );
}
