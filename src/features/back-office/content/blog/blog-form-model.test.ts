import { describe, expect, it } from 'vitest';
import type { BlogPostRow } from '@/features/back-office/content/api/admin-blog-api';
import {
  blogFormSchema,
  blogMessages,
  checkBlogForm,
  emptyBlogForm,
  formToPost,
  postToForm,
  type BlogFormValues,
} from '@/features/back-office/content/blog/blog-form-model';

function issuesOf(values: BlogFormValues): Record<string, string> {
  const issues: Record<string, string> = {};
  checkBlogForm(values, (field, message) => {
    issues[field] = message;
  });
  return issues;
}

const stored: BlogPostRow = {
  id: '0b5c7f52-8a11-4f3e-9d2a-6c1b2a3d4e5f',
  slug: 'il-nostro-lievito',
  title: 'Il nostro lievito',
  excerpt: 'Come nasce',
  body_md: '## Lievito madre',
  cover_image_url: 'blog-images/seed/lievito.svg',
  author_id: null,
  author_name: 'Bottega del Bun',
  status: 'published',
  published_at: '2026-10-10T08:00:00Z',
  created_at: '2026-10-09T08:00:00Z',
  updated_at: '2026-10-09T08:00:00Z',
};

describe('checkBlogForm', () => {
  it('lets a draft be saved with a title and a slug only', () => {
    expect(issuesOf({ ...emptyBlogForm(), title: 'Idea', slug: 'idea' })).toEqual({});
  });

  it('asks for a text before publishing and applies the table limits', () => {
    expect(
      issuesOf({
        ...emptyBlogForm(),
        title: 'No',
        slug: 'Con Spazi',
        published: true,
        author: 'x',
      }),
    ).toEqual({
      title: blogMessages.titleTooShort,
      slug: blogMessages.slugInvalid,
      body: blogMessages.bodyRequired,
      author: blogMessages.authorInvalid,
    });
    expect(blogFormSchema.safeParse(postToForm(stored)).success).toBe(true);
  });
});

describe('formToPost', () => {
  it('keeps the date of a post already published, and lets the database date a new one', () => {
    expect(formToPost(postToForm(stored), stored)).toMatchObject({
      status: 'published',
      published_at: '2026-10-10T08:00:00Z',
      cover_image_url: 'blog-images/seed/lievito.svg',
    });
    const draft = { ...stored, status: 'draft', published_at: null };
    expect(formToPost({ ...postToForm(draft), published: true }, draft)).toMatchObject({
      status: 'published',
      published_at: null,
    });
    expect(
      formToPost({ ...postToForm(stored), published: false, cover: '' }, stored),
    ).toMatchObject({
      status: 'draft',
      published_at: null,
      cover_image_url: null,
    });
  });
});
