import type { Product } from '@/domain/catalogue/product';
import { shopInfo } from '@/domain/shop/shop-info';
import { publicStorageUrl } from '@/lib/storage-url';

/** schema.org availability of a product with this many packs in stock. */
export function schemaAvailability(stockQuantity: number): string {
  if (stockQuantity <= 0) return 'https://schema.org/OutOfStock';
  return stockQuantity < 10
    ? 'https://schema.org/LimitedAvailability'
    : 'https://schema.org/InStock';
}

/** Grams with at most one decimal, as schema.org's NutritionInformation wants them. */
function grams(value: number): string {
  return `${Math.round(value * 10) / 10} g`;
}

/**
 * schema.org Product for a product page: name, images, brand, nutrition per 100 g and an
 * Offer with the pack price in EUR (a decimal string, '4.50') and its availability.
 */
export function productJsonLd(product: Product, origin: string) {
  const url = `${origin}/products/${product.slug}`;
  const images = [product.image_url, ...product.gallery]
    .map((key) => publicStorageUrl(key))
    .filter((image): image is string => image !== undefined);
  const nutrition = product.nutritional_values;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description || product.full_description,
    sku: product.slug,
    url,
    image: [...new Set(images)],
    category: 'Bun per hamburger',
    brand: { '@type': 'Brand', name: shopInfo.brandName },
    ...(product.weight_grams
      ? {
          weight: {
            '@type': 'QuantitativeValue',
            value: product.weight_grams * product.packageQuantity,
            unitCode: 'GRM',
          },
        }
      : {}),
    nutrition: {
      '@type': 'NutritionInformation',
      servingSize: '100 g',
      calories: `${Math.round(nutrition.calories)} kcal`,
      carbohydrateContent: grams(nutrition.carbs),
      proteinContent: grams(nutrition.proteins),
      fatContent: grams(nutrition.fats),
      ...(nutrition.saturated_fats === null
        ? {}
        : { saturatedFatContent: grams(nutrition.saturated_fats) }),
      ...(nutrition.sugars === null ? {} : { sugarContent: grams(nutrition.sugars) }),
      fiberContent: grams(nutrition.fiber),
    },
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.toFixed(2),
      priceCurrency: 'EUR',
      availability: schemaAvailability(product.stock_quantity),
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: shopInfo.brandName },
    },
  };
}
