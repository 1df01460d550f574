import {
  Button,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { LoadingButton } from '@/components/loading-button';
import {
  type BlogPostRow,
  isPostSlugTaken,
  savePost,
} from '@/features/back-office/content/api/admin-blog-api';
import {
  adminContentKeys,
  invalidateContent,
} from '@/features/back-office/content/api/admin-content-keys';
import {
  blogFormSchema,
  blogMessages,
  emptyBlogForm,
  formToPost,
  postToForm,
  type BlogFormValues,
} from '@/features/back-office/content/blog/blog-form-model';
import { BlogCoverField } from '@/features/back-office/content/blog/components/blog-cover-field';
import { BlogDeleteButton } from '@/features/back-office/content/blog/components/blog-delete-button';
import { MarkdownField } from '@/features/back-office/content/blog/components/markdown-field';
import { SlugField } from '@/features/back-office/content/components/slug-field';
import {
  isDuplicateError,
  saveErrorMessage,
} from '@/features/back-office/content/components/save-error-message';
import { slugify } from '@/features/back-office/content/slugify';
import { toastError, toastSuccess } from '@/domain/auth/auth-toasts';

/** The create and edit form of a blog post. */
export function BlogForm({ stored }: { stored: BlogPostRow | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(stored === null);
  const form = useForm<BlogFormValues>({
    initialValues: stored ? postToForm(stored) : emptyBlogForm(),
    validate: schemaResolver(blogFormSchema, { sync: true }),
  });

  const save = useMutation({
    mutationFn: (values: BlogFormValues) => savePost(formToPost(values, stored), stored?.id),
    onSuccess: async (row) => {
      queryClient.setQueryData(adminContentKeys.post(row.id), row);
      await invalidateContent(queryClient, 'blog');
      toastSuccess(row.status === 'published' ? 'Articolo pubblicato' : 'Bozza salvata');
      await navigate({ to: '/admin/blog' });
    },
    onError: (error) => {
      if (isDuplicateError(error)) form.setFieldError('slug', blogMessages.slugTaken);
      else toastError(saveErrorMessage(error));
    },
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => save.mutate(values))}
      noValidate
      aria-label={stored ? `Modifica ${stored.title}` : 'Nuovo articolo'}
    >
      <Stack gap="lg" mt="lg">
        <Fieldset legend="Articolo">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                {...form.getInputProps('title')}
                onChange={(event) => {
                  const title = event.currentTarget.value;
                  form.setFieldValue('title', title);
                  if (slugFollowsTitle) form.setFieldValue('slug', slugify(title));
                }}
                label="Titolo"
                withAsterisk
                maxLength={200}
              />
              <SlugField
                kind="post"
                value={form.values.slug}
                onChange={(slug) => {
                  setSlugFollowsTitle(false);
                  form.setFieldValue('slug', slug);
                }}
                error={form.errors.slug}
                pathPrefix="/blog/"
                isTaken={(slug) => isPostSlugTaken(slug, stored?.id)}
                takenMessage={blogMessages.slugTaken}
                recordId={stored?.id}
              />
            </SimpleGrid>
            <Textarea
              {...form.getInputProps('excerpt')}
              label="Estratto"
              description="Due righe per l’elenco del blog e per i motori di ricerca (max 500 caratteri)."
              autosize
              minRows={2}
              maxLength={500}
            />
            <TextInput {...form.getInputProps('author')} label="Firma" maxLength={120} />
            <MarkdownField
              value={form.values.body}
              onChange={(body) => form.setFieldValue('body', body)}
              error={form.errors.body}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend="Copertina">
          <BlogCoverField
            value={form.values.cover}
            onChange={(cover) => form.setFieldValue('cover', cover)}
          />
        </Fieldset>
        <Switch
          {...form.getInputProps('published', { type: 'checkbox' })}
          label="Pubblicato"
          description="Spento, l’articolo resta una bozza visibile solo agli amministratori."
        />
        <Group justify="space-between">
          <Group>
            <LoadingButton type="submit" loading={save.isPending}>
              {form.values.published ? 'Salva e pubblica' : 'Salva bozza'}
            </LoadingButton>
            <Button component={Link} to="/admin/blog" variant="default">
              Annulla
            </Button>
          </Group>
          {stored && <BlogDeleteButton post={stored} />}
        </Group>
      </Stack>
    </form>
  );
}
