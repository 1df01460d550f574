/**
 * The information a product must carry to be on sale (EU 1169/2011; the database refuses an
 * active product without it, migrations 20261126200100 and 20261202000400). Test and bench products spread it in
 * so they can be sold; a test about the rule itself leaves a field out.
 */
export const completeProductInformation = {
  description: 'Bun di prova per i test automatici.',
  legal_name: 'Pane di grano tenero con lievito madre',
  shelf_life_days: 5,
  ingredients: 'Farina di grano tenero tipo 0, acqua, lievito madre, sale.',
  allergens: ['glutine'],
  weight_grams: 80,
  storage: 'Conservare in luogo fresco e asciutto.',
  // Energy is calculated from the nutrients (Annex XIV): 50 g carbohydrate, 9 g protein, 4 g fat
  // and 2 g fibre make 276 kcal, whatever is written here.
  nutritional_values: {
    calories: 276,
    fats: 4,
    saturated_fats: 1.5,
    carbs: 50,
    sugars: 3,
    proteins: 9,
    fiber: 2,
    salt: 1.1,
  },
};
