import { useState } from 'react';
import { PageFrame } from '@/components/page-frame';
import { BlogLoadError } from '@/features/blog/components/blog-load-error';

/** The article could not be read (offline, server error). */
export function BlogPostError({ onRetry }: { onRetry: () => Promise<unknown> | void }) {
  const [retrying, setRetrying] = useState(false);
  return (
    <PageFrame title="Articolo non disponibile">
      <BlogLoadError
        retrying={retrying}
        onRetry={() => {
          setRetrying(true);
          void Promise.resolve(onRetry()).finally(() => setRetrying(false));
        }}
      />
    </PageFrame>
  );
}
