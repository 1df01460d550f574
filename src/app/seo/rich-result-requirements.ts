/**
 * What Google needs in a JSON-LD block for its rich results (developers.google.com/search/docs/
 * appearance/structured-data: Product snippets and merchant listings, Article, Breadcrumb,
 * Organization), as property paths. The prerender checks every page's blocks with it
 * (scripts/prerender) and the unit tests check the builders, so a missing property is a build
 * warning and a failed test, not a silent loss of the rich result.
 */
const REQUIRED: Readonly<Record<string, readonly string[]>> = {
  // Merchant listing: name, image and an offer with its price and currency; availability is
  // what shows "Disponibile" in the result.
  Product: ['name', 'image', 'offers.price', 'offers.priceCurrency', 'offers.availability'],
  // Article: none strictly required; these are the recommended ones the result shows.
  BlogPosting: ['headline', 'datePublished', 'dateModified', 'author.name', 'publisher.name'],
  BreadcrumbList: ['itemListElement'],
  Organization: ['name', 'url', 'logo'],
  WebSite: ['name', 'url'],
};

const REQUIRED_PER_CRUMB = ['position', 'name', 'item'] as const;

function valueAt(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => {
    if (Array.isArray(value)) value = value[0];
    return typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>)[key]
      : undefined;
  }, data);
}

function present(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  return !Array.isArray(value) || value.length > 0;
}

/** The required properties `data` lacks, by path ('offers.price'); empty when complete. */
export function missingRichResultProperties(data: unknown): string[] {
  const type = valueAt(data, '@type');
  if (typeof type !== 'string') return ['@type'];
  const missing = (REQUIRED[type] ?? []).filter((path) => !present(valueAt(data, path)));
  if (type === 'BreadcrumbList') {
    const items = valueAt(data, 'itemListElement');
    (Array.isArray(items) ? items : []).forEach((item, index) => {
      for (const key of REQUIRED_PER_CRUMB)
        if (!present(valueAt(item, key))) missing.push(`itemListElement[${index}].${key}`);
    });
  }
  if (type === 'Product') {
    const price = valueAt(data, 'offers.price');
    if (present(price) && !/^\d+(\.\d+)?$/.test(String(price)))
      missing.push('offers.price (number)');
  }
  return missing;
}
