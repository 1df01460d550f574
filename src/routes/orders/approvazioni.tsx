import { createFileRoute } from '@tanstack/react-router';
import { ApprovalsPage } from '@/features/approvals/components/approvals-page';
import { pageHead } from '@/app/seo/page-head';

interface ApprovalsSearch {
  /** The request to show first (from the owner's e-mail, or the one just sent). */
  richiesta?: string;
  /** Set by the checkout when the order just went to the owner. */
  inviata?: boolean;
}

export const Route = createFileRoute('/orders/approvazioni')({
  validateSearch: (search: Record<string, unknown>): ApprovalsSearch => ({
    ...(typeof search.richiesta === 'string' && /^[0-9a-f-]{36}$/i.test(search.richiesta)
      ? { richiesta: search.richiesta }
      : {}),
    ...(search.inviata === true || search.inviata === 'true' ? { inviata: true } : {}),
  }),
  head: () =>
    pageHead({
      title: 'Ordini da approvare',
      description: 'Gli ordini del team sopra il limite di spesa, in attesa del titolare.',
      path: '/orders/approvazioni',
      noIndex: true,
    }),
  component: ApprovalsRoute,
});

function ApprovalsRoute() {
  const { richiesta, inviata } = Route.useSearch();
  return <ApprovalsPage highlight={richiesta} justSent={inviata === true} />;
}
