import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { QuizResult } from '@/features/quiz/quiz-questions';
import { logger } from '@/lib/logger';
import { productDetailQueryOptions } from '@/domain/catalogue/product-queries';

/** Spec §4, §8: the toast when the recommended product is not in the catalogue. */
export const PRODUCT_NOT_FOUND_MESSAGE = 'Prodotto non trovato';

/**
 * 'Scopri il prodotto': checks the recommended product exists, then goes to its page with a
 * success toast — or to /products with 'Prodotto non trovato' when it does not (or cannot be
 * read). The check fills the same cache entry the product page reads.
 */
export function useDiscoverProduct(onLeave: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);

  const discover = async (result: QuizResult) => {
    setChecking(true);
    let product = null;
    try {
      product = await queryClient.fetchQuery(productDetailQueryOptions(result.slug));
    } catch (error) {
      logger.error('Impossibile leggere il prodotto consigliato dal quiz', error);
    }
    setChecking(false);
    onLeave();
    if (product) {
      await navigate({ to: '/products/$slug', params: { slug: result.slug } });
      notifications.show({
        color: 'green',
        title: 'Ottima scelta!',
        message: `Ecco il bun che fa per te: ${product.name}.`,
      });
    } else {
      await navigate({ to: '/products' });
      notifications.show({ color: 'red', message: PRODUCT_NOT_FOUND_MESSAGE });
    }
  };

  return { discover, checking };
}
