import { emphasizeAllergens } from '@/features/catalog/allergen-emphasis';
import { allergenCodes, allergenLabels } from '@/domain/catalogue/allergens';
import type { Product } from '@/domain/catalogue/product';
import classes from '@/features/catalog/components/product-sections.module.css';

/**
 * Ingredients with the allergens in bold (EU Reg. 1169/2011 art. 21) and the allergen list
 * in words, so nobody has to find them in the text.
 */
export function IngredientsAllergens({
  product,
}: {
  product: Pick<Product, 'ingredients' | 'allergens'>;
}) {
  const segments = emphasizeAllergens(product.ingredients, product.allergens);
  // Listed in the regulation's Annex II order, whatever order the row stores them in.
  const listed = allergenCodes.filter((code) => product.allergens.includes(code));
  return (
    <>
      <p className={classes.text} data-testid="ingredients">
        <span className={classes.label}>Ingredienti: </span>
        {segments.length > 0
          ? segments.map((segment, index) =>
              segment.allergen ? (
                <strong key={index} className={classes.allergenWord}>
                  {segment.text}
                </strong>
              ) : (
                <span key={index}>{segment.text}</span>
              ),
            )
          : 'non indicati.'}
      </p>
      {listed.length > 0 ? (
        <>
          <p className={classes.label} id="allergen-list-title">
            Contiene:
          </p>
          <ul className={classes.allergens} aria-labelledby="allergen-list-title">
            {listed.map((code) => (
              <li key={code} className={classes.allergen}>
                {allergenLabels[code]}
              </li>
            ))}
          </ul>
          <p className={classes.note}>
            Gli allergeni sono evidenziati in grassetto nell’elenco degli ingredienti.
          </p>
        </>
      ) : (
        <p className={classes.text}>Non contiene nessuno dei 14 allergeni principali.</p>
      )}
    </>
  );
}
