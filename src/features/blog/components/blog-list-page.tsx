import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PageFrame } from '@/components/page-frame';
import { blogListQueryOptions } from '@/features/blog/api/blog-queries';
import { BlogCover } from '@/features/blog/components/blog-cover';
import { BlogLoadError } from '@/features/blog/components/blog-load-error';
import { PostMeta } from '@/features/blog/components/post-meta';
import classes from '@/features/blog/components/blog.module.css';

/** /blog: the published posts, newest first. */
export function BlogListPage() {
  const { data: posts, isPending, isError, isFetching, refetch } = useQuery(blogListQueryOptions());
  return (
    <PageFrame
      title="Blog"
      lead="Ricette, abbinamenti e storie dal nostro laboratorio: come scegliere il bun giusto, come conservarlo e come portarlo in tavola al meglio."
    >
      {isError && !posts && <BlogLoadError onRetry={() => void refetch()} retrying={isFetching} />}
      {isPending && !isError && (
        <p className={classes.status} role="status">
          Caricamento degli articoli...
        </p>
      )}
      {posts && posts.length === 0 && (
        <p className={classes.status}>
          Stiamo scrivendo i primi articoli: torna a trovarci presto.
        </p>
      )}
      {posts && posts.length > 0 && (
        <ul className={classes.list}>
          {posts.map((post, index) => (
            <li key={post.id}>
              <article className={classes.card} data-testid="blog-card">
                <BlogCover src={post.cover_image_url} priority={index === 0} />
                <div className={classes.cardBody}>
                  <PostMeta post={post} />
                  <h2 className={classes.cardTitle}>
                    <Link
                      to="/blog/$slug"
                      params={{ slug: post.slug }}
                      className={classes.cardLink}
                    >
                      {post.title}
                    </Link>
                  </h2>
                  <p className={classes.excerpt}>{post.excerpt}</p>
                  <span className={classes.readMore} aria-hidden="true">
                    Leggi l’articolo →
                  </span>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
