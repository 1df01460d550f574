import { describe, expect, it } from 'vitest';
import { cardPictureUrls, productPictureUrls } from '@/offline/catalogue/catalogue-pictures';
import { storageNote } from '@/offline/readiness/offline-readiness-panel';

describe('productPictureUrls', () => {
  it('lists every card and gallery picture once, as public storage addresses', () => {
    const rows = [
      { image_url: 'product-images/seed/a.svg', gallery: ['product-images/seed/a.svg', 'b.svg'] },
      { image_url: null, gallery: [] },
    ];
    const urls = productPictureUrls(rows);
    expect(urls).toHaveLength(2);
    expect(urls[0]).toMatch(/\/storage\/v1\/object\/public\/product-images\/seed\/a\.svg$/);
    expect(cardPictureUrls(rows)).toEqual([urls[0]]);
  });
});

describe('storageNote', () => {
  it('reports the space used and whether the browser will keep it', () => {
    expect(storageNote(4_400_000, true)).toBe(
      'Spazio usato sul dispositivo: 4,4 MB. Il browser conserverà questi dati anche se lo spazio scarseggia.',
    );
  });

  it('warns when storage is not persistent, and says nothing of a size it does not know', () => {
    const text = storageNote(undefined, false);
    expect(text).not.toContain('Spazio usato');
    expect(text).toContain('il browser potrebbe cancellarli');
  });
});
