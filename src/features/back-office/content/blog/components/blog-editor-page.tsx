import '@/features/back-office/content/components/admin-content-styles';
import { Alert, Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PageFrame } from '@/components/page-frame';
import { adminPostQueryOptions } from '@/features/back-office/content/api/admin-blog-api';
import { BlogForm } from '@/features/back-office/content/blog/components/blog-form';
import { LoadError, LoadingRows } from '@/features/back-office/content/components/query-state';

/** /admin/blog/new and /admin/blog/{id}/edit. */
export function BlogEditorPage({ postId }: { postId?: string }) {
  if (postId === undefined) {
    return (
      <PageFrame
        title="Nuovo articolo"
        lead="Scrivi in Markdown con l’anteprima accanto; salvalo come bozza o pubblicalo."
      >
        <BlogForm stored={null} />
      </PageFrame>
    );
  }
  return (
    <PageFrame
      title="Modifica articolo"
      lead="Correggi il testo, la copertina o lo stato di pubblicazione."
    >
      <StoredPostForm postId={postId} />
    </PageFrame>
  );
}

function StoredPostForm({ postId }: { postId: string }) {
  const query = useQuery(adminPostQueryOptions(postId));
  if (query.isPending) return <LoadingRows label="Caricamento dell’articolo" rows={8} />;
  if (query.isError)
    return (
      <LoadError
        message="Non è stato possibile caricare l’articolo."
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data)
    return (
      <Alert color="yellow" title="Articolo non trovato" mt="lg">
        Questo articolo non esiste o è stato eliminato.
        <Button component={Link} to="/admin/blog" variant="light" size="xs" mt="sm" display="block">
          Torna al blog
        </Button>
      </Alert>
    );
  return <BlogForm key={query.data.id} stored={query.data} />;
}
