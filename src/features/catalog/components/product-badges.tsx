import { Badge, Group } from '@mantine/core';
import type { Product } from '@/domain/catalogue/product';

/** Bestseller, vegan and gluten-free marks of a product (nothing when none applies). */
export function ProductBadges({
  product,
  size = 'md',
}: {
  product: Pick<Product, 'is_bestseller' | 'is_vegan' | 'is_gluten_free'>;
  size?: 'sm' | 'md' | 'lg';
}) {
  if (!product.is_bestseller && !product.is_vegan && !product.is_gluten_free) return null;
  return (
    <Group gap={6} wrap="wrap">
      {product.is_bestseller && (
        <Badge size={size} color="sesame.3" c="sesame.9" radius="sm">
          Bestseller
        </Badge>
      )}
      {product.is_vegan && (
        // Mantine's green.9 gives white text only 4.1:1; this green keeps AA (6.6:1).
        <Badge size={size} color="#236b32" radius="sm">
          Vegano
        </Badge>
      )}
      {product.is_gluten_free && (
        <Badge size={size} color="blue.9" radius="sm">
          Senza glutine
        </Badge>
      )}
    </Group>
  );
}
