import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { BlogPost } from '@/features/blog/api/published-posts-query';
import { BlogCover } from '@/features/blog/components/blog-cover';
import { PostMeta } from '@/features/blog/components/post-meta';
import { renderMarkdown } from '@/lib/markdown/render-markdown';
import classes from '@/features/blog/components/blog.module.css';

/** /blog/{slug}: one article, its Markdown rendered and sanitised. */
export function BlogPostPage({ post }: { post: BlogPost }) {
  const html = useMemo(() => renderMarkdown(post.body_md), [post.body_md]);
  return (
    <article className={`bdb-container ${classes.post}`} data-testid="blog-post">
      <header className={classes.postHeader}>
        <PostMeta post={post} withAuthor />
        <h1 className={classes.postTitle}>{post.title}</h1>
        {post.excerpt && <p className={classes.postLead}>{post.excerpt}</p>}
      </header>
      <BlogCover src={post.cover_image_url} priority />
      <div
        className={classes.prose}
        data-testid="post-body"
        // Sanitised by DOMPurify in renderMarkdown.
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <p className={classes.back}>
        <Link to="/blog">← Torna a tutti gli articoli</Link>
      </p>
    </article>
  );
}
