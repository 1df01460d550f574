import { PageFrame } from '@/components/page-frame';

/** The signed-in user's orders. */
export function OrdersPage() {
  return (
    <PageFrame
      title="I miei ordini"
      lead="Lo storico dei tuoi ordini, con lo stato di ogni consegna."
    />
  );
}
