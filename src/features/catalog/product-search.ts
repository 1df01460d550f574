import { z } from 'zod/mini';

/** Trimmed text, at most `maxLength` characters; anything else (or empty) means "no filter". */
function optionalText(maxLength: number) {
  return z.catch(
    z.pipe(
      z.optional(z.string().check(z.trim(), z.maxLength(maxLength))),
      z.transform((value) => value || undefined),
    ),
    undefined,
  );
}

/**
 * Search parameters of /products (spec §2: "filterable by a search query parameter"). An
 * empty or invalid value is dropped, so `/products?search=` is the same page as `/products`;
 * the category 'all' means no category. The full filter set (bestsellers, vegan, sort…) joins
 * here with the catalogue. zod/mini because route search validation runs in the entry chunk.
 */
export const productSearchSchema = z.object({
  search: optionalText(100),
  category: z.pipe(
    optionalText(50),
    z.transform((value) => (value === 'all' ? undefined : value)),
  ),
});

export type ProductSearch = z.output<typeof productSearchSchema>;
