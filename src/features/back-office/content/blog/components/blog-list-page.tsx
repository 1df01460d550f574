import '@/features/back-office/content/components/admin-content-styles';
import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PageFrame } from '@/components/page-frame';
import {
  type BlogPostRow,
  adminPostsQueryOptions,
} from '@/features/back-office/content/api/admin-blog-api';
import { LoadError, LoadingRows } from '@/features/back-office/content/components/query-state';
import { formatCompactDate } from '@/lib/format';
import cells from '@/components/table-cells.module.css';
import { badgeText } from '@/components/badge-text';

/** Where a post stands: draft, published, or published with a date still to come. */
function postState(
  post: BlogPostRow,
  now = Date.now(),
): { label: string; color: keyof typeof badgeText } {
  if (post.status === 'draft') return { label: 'Bozza', color: 'gray' };
  if (post.published_at && Date.parse(post.published_at) > now)
    return { label: 'Programmato', color: 'blue' };
  return { label: 'Pubblicato', color: 'green' };
}

/** /admin/blog: every post, drafts first, then by publication date. */
export function BlogListPage() {
  const query = useQuery(adminPostsQueryOptions());
  return (
    <PageFrame title="Gestione blog" lead="Scrivi, modifica e pubblica gli articoli del blog.">
      <Group mt="md">
        <Button component={Link} to="/admin/blog/new">
          Nuovo articolo
        </Button>
      </Group>
      {query.isPending && <LoadingRows label="Caricamento degli articoli" />}
      {query.isError && (
        <LoadError
          message="Non è stato possibile caricare gli articoli."
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isSuccess &&
        (query.data.length === 0 ? (
          <Text mt="lg">Nessun articolo: scrivi il primo.</Text>
        ) : (
          <Table.ScrollContainer minWidth={640} mt="md">
            <Table striped highlightOnHover verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Titolo</Table.Th>
                  <Table.Th>Stato</Table.Th>
                  <Table.Th>Data di pubblicazione</Table.Th>
                  <Table.Th>
                    <span className="bdb-visually-hidden">Sul sito</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.map((post) => {
                  const state = postState(post);
                  return (
                    <Table.Tr key={post.id}>
                      <Table.Td>
                        <Anchor
                          fw={600}
                          renderRoot={(props) => (
                            <Link {...props} to="/admin/blog/$id/edit" params={{ id: post.id }} />
                          )}
                        >
                          {post.title}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          /blog/{post.slug}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge color={state.color} c={badgeText[state.color]} variant="light">
                          {state.label}
                        </Badge>
                      </Table.Td>
                      <Table.Td className={cells.whole}>
                        {post.published_at ? formatCompactDate(post.published_at) : '—'}
                      </Table.Td>
                      <Table.Td>
                        {state.label === 'Pubblicato' && (
                          <Anchor
                            size="sm"
                            renderRoot={(props) => (
                              <Link {...props} to="/blog/$slug" params={{ slug: post.slug }} />
                            )}
                          >
                            Vedi sul sito
                          </Anchor>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ))}
    </PageFrame>
  );
}
