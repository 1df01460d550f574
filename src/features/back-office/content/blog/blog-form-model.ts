import { z } from 'zod/mini';
import type { BlogPostRow, BlogPostWrite } from '@/features/back-office/content/api/admin-blog-api';
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from '@/features/back-office/content/slugify';

export interface BlogFormValues {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  /** Storage key of the cover image, '' for none. */
  cover: string;
  author: string;
  published: boolean;
}

export const blogMessages = {
  titleTooShort: 'Il titolo deve avere almeno 3 caratteri',
  titleTooLong: 'Il titolo può avere al massimo 200 caratteri',
  slugRequired: 'Lo slug è obbligatorio',
  slugInvalid:
    'Usa solo lettere minuscole senza accenti, numeri e trattini (es. il-nostro-lievito)',
  slugTooLong: `Lo slug può avere al massimo ${MAX_SLUG_LENGTH} caratteri`,
  slugTaken: 'Questo slug è già usato da un altro articolo',
  excerptTooLong: 'L’estratto può avere al massimo 500 caratteri',
  bodyRequired: 'Scrivi il testo dell’articolo prima di pubblicarlo',
  bodyTooLong: 'Il testo può avere al massimo 100.000 caratteri',
  authorInvalid: 'La firma deve avere da 2 a 120 caratteri',
} as const;

type ReportIssue = (field: keyof BlogFormValues, message: string) => void;

/** The blog_posts constraints, plus: a published post has a text. */
export function checkBlogForm(values: BlogFormValues, fail: ReportIssue): void {
  const title = values.title.trim();
  if (title.length < 3) fail('title', blogMessages.titleTooShort);
  else if (title.length > 200) fail('title', blogMessages.titleTooLong);

  const slug = values.slug.trim();
  if (slug === '') fail('slug', blogMessages.slugRequired);
  else if (slug.length > MAX_SLUG_LENGTH) fail('slug', blogMessages.slugTooLong);
  else if (!SLUG_PATTERN.test(slug)) fail('slug', blogMessages.slugInvalid);

  if (values.excerpt.length > 500) fail('excerpt', blogMessages.excerptTooLong);
  if (values.body.length > 100_000) fail('body', blogMessages.bodyTooLong);
  else if (values.published && values.body.trim() === '') fail('body', blogMessages.bodyRequired);

  const author = values.author.trim();
  if (author.length < 2 || author.length > 120) fail('author', blogMessages.authorInvalid);
}

export const blogFormSchema = z
  .custom<BlogFormValues>()
  .check(
    z.superRefine<BlogFormValues>((values, ctx) =>
      checkBlogForm(values, (field, message) =>
        ctx.addIssue({ code: 'custom', message, path: [field] }),
      ),
    ),
  );

export function emptyBlogForm(): BlogFormValues {
  return {
    title: '',
    slug: '',
    excerpt: '',
    body: '',
    cover: '',
    author: 'Bottega del Bun',
    published: false,
  };
}

export function postToForm(post: BlogPostRow): BlogFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    body: post.body_md,
    cover: post.cover_image_url ?? '',
    author: post.author_name,
    published: post.status === 'published',
  };
}

/**
 * The row to save. Publishing keeps the stored date of a post already published (so
 * re-saving does not move it to the top) and lets the database date a new publication;
 * back to draft clears the date.
 */
export function formToPost(values: BlogFormValues, stored: BlogPostRow | null): BlogPostWrite {
  const wasPublished = stored?.status === 'published';
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    excerpt: values.excerpt.trim(),
    body_md: values.body,
    cover_image_url: values.cover || null,
    author_name: values.author.trim(),
    status: values.published ? 'published' : 'draft',
    published_at: values.published && wasPublished ? (stored.published_at ?? null) : null,
  };
}
