import type { BlogPost } from '@/features/blog/api/published-posts-query';
import { readingMinutes, readingTimeLabel } from '@/features/blog/reading-time';
import { formatDate } from '@/lib/format';
import classes from '@/features/blog/components/blog.module.css';

/** '20 ottobre 2026 · 3 min di lettura · Chiara Ferrero'. */
export function PostMeta({ post, withAuthor = false }: { post: BlogPost; withAuthor?: boolean }) {
  return (
    <p className={classes.meta}>
      {post.published_at && (
        <time dateTime={post.published_at}>{formatDate(post.published_at)}</time>
      )}
      <span aria-hidden="true"> · </span>
      <span data-testid="reading-time">{readingTimeLabel(readingMinutes(post.body_md))}</span>
      {withAuthor && (
        <>
          <span aria-hidden="true"> · </span>
          <span>di {post.author_name}</span>
        </>
      )}
    </p>
  );
}
