import { useQuery } from '@tanstack/react-query';
import { carouselQueryOptions } from '@/features/content/api/carousel-queries';
import {
  CreationsPlaceholder,
  CreationsUnavailable,
} from '@/features/content/carousel/creations-placeholder';
import { CreationsSlider } from '@/features/content/carousel/creations-slider';

/**
 * The content of 'Le Nostre Creazioni': four placeholders while loading (including the 3
 * retries), the spec's message when empty or failed, otherwise the slider.
 */
export function CreationsCarousel() {
  const { data: items, isPending, isError } = useQuery(carouselQueryOptions());
  if (isPending && !isError) return <CreationsPlaceholder />;
  if (isError || !items || items.length === 0) return <CreationsUnavailable />;
  return <CreationsSlider items={items} />;
}
