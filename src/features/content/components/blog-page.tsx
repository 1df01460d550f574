import { PageFrame } from '@/components/page-frame';

/** The blog index. */
export function BlogPage() {
  return (
    <PageFrame
      title="Blog"
      lead="Ricette, abbinamenti e storie dal nostro laboratorio: come scegliere il bun giusto, come conservarlo e come portarlo in tavola al meglio."
    />
  );
}
