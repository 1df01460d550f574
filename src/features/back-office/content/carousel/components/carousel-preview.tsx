import { Text } from '@mantine/core';
import type { CarouselRow } from '@/features/back-office/content/api/admin-carousel-api';
import { CarouselMediaPreview } from '@/features/back-office/content/carousel/components/carousel-media-preview';
import classes from '@/features/back-office/content/components/admin-content.module.css';

/** The active slides in their order: what «Le Nostre Creazioni» shows on the home page. */
export function CarouselPreview({ items }: { items: CarouselRow[] }) {
  const active = items.filter((item) => item.is_active);
  if (active.length === 0)
    return (
      <Text c="dimmed">
        Nessun elemento attivo: in home compare «Le nostre creazioni saranno disponibili a breve».
      </Text>
    );
  return (
    // Scrolls sideways when the slides do not fit: focusable, so the keyboard can scroll it too.
    <ol className={classes.preview} aria-label="Anteprima del carosello in home" tabIndex={0}>
      {active.map((item) => (
        <li key={item.id} className={classes.previewItem}>
          <CarouselMediaPreview item={item} width={220} />
          {(item.title || item.description) && (
            <div className={classes.previewCaption}>
              {item.title && <strong>{item.title}</strong>}
              {item.description && <div>{item.description}</div>}
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
