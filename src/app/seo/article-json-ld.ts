import { shopInfo } from '@/domain/shop/shop-info';

/** What an article page knows about its post. */
export interface ArticleJsonLdInput {
  slug: string;
  title: string;
  excerpt: string;
  authorName: string;
  publishedAt: string;
  updatedAt: string;
  /** Absolute URL of the cover image, if any. */
  imageUrl: string | undefined;
  readingMinutes: number;
  wordCount: number;
}

/** schema.org BlogPosting for a blog post page, published by the shop. */
export function articleJsonLd(article: ArticleJsonLdInput, origin: string) {
  const url = `${origin}/blog/${article.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.excerpt,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: 'it-IT',
    ...(article.imageUrl ? { image: [article.imageUrl] } : {}),
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    author: { '@type': 'Person', name: article.authorName },
    publisher: {
      '@type': 'Organization',
      name: shopInfo.brandName,
      logo: { '@type': 'ImageObject', url: `${origin}/icons/icon-512.png` },
    },
    wordCount: article.wordCount,
    timeRequired: `PT${article.readingMinutes}M`,
  };
}
