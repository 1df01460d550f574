import { Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PageFrame } from '@/components/page-frame';

/** One blog article; until posts load from the database its heading comes from the address. */
export function BlogPostPage({ title }: { title: string }) {
  return (
    <PageFrame title={title} lead="Un articolo del blog di Bottega del Bun." narrow>
      <Text mt="lg">
        <Link to="/blog">Torna a tutti gli articoli</Link>
      </Text>
    </PageFrame>
  );
}
