import { describe, expect, it } from 'vitest';
import { productImageUrls } from '@/lib/offline/download-catalogue';
import { downloadSummary } from '@/lib/offline/download-catalogue-action';

describe('productImageUrls', () => {
  it('lists every card and gallery picture once, as public storage addresses', () => {
    const urls = productImageUrls([
      { image_url: 'product-images/seed/a.svg', gallery: ['product-images/seed/a.svg', 'b.svg'] },
      { image_url: null, gallery: [] },
    ]);
    expect(urls).toHaveLength(2);
    expect(urls[0]).toMatch(/\/storage\/v1\/object\/public\/product-images\/seed\/a\.svg$/);
  });
});

describe('downloadSummary', () => {
  it('reports what was kept, the space used and whether the browser will keep it', () => {
    expect(
      downloadSummary({
        products: 10,
        images: 20,
        failedImages: 0,
        usageBytes: 4_400_000,
        persisted: true,
      }),
    ).toBe(
      'Catalogo scaricato: 10 prodotti e 20 immagini. Spazio usato sul dispositivo: 4,4 MB. Il browser conserverà questi dati anche se lo spazio scarseggia.',
    );
  });

  it('says which pictures are missing and warns when storage is not persistent', () => {
    const text = downloadSummary({
      products: 3,
      images: 1,
      failedImages: 2,
      usageBytes: undefined,
      persisted: false,
    });
    expect(text).toContain('3 prodotti e 1 immagine.');
    expect(text).toContain('2 immagini non sono state scaricate');
    expect(text).not.toContain('Spazio usato');
    expect(text).toContain('il browser potrebbe cancellarli');
  });
});
