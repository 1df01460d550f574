import { createFileRoute } from '@tanstack/react-router';
import { ProcessPage } from '@/features/content/components/process-page';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/process')({
  head: () =>
    pageHead({
      title: 'Il Nostro Processo',
      description:
        'Dalla scelta degli ingredienti alla cottura a 230 °C: i quattro passaggi con cui prepariamo a mano i nostri bun, lievitati più di 18 ore.',
      path: '/process',
    }),
  component: ProcessPage,
});
