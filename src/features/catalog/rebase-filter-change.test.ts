import { describe, expect, it } from 'vitest';
import { rebaseFilterChange } from './rebase-filter-change';

describe('rebaseFilterChange', () => {
  it('keeps a change still on its way when a second control changes', () => {
    // Drawn with the sort only; the sort and "Sesamo" were asked for since (chosen before the
    // app ran); the replayed tap on "Vegani" was built from what the page was drawn with.
    expect(
      rebaseFilterChange(
        { sort: 'price-asc' },
        { sort: 'price-asc', vegan: true },
        { sort: 'price-desc', excludeAllergens: ['sesamo'] },
      ),
    ).toEqual({ sort: 'price-desc', excludeAllergens: ['sesamo'], vegan: true });
  });

  it('removes what the control removed, and an unchanged page is the control’s own change', () => {
    expect(
      rebaseFilterChange(
        { search: 'bun', vegan: true },
        { vegan: true },
        { search: 'bun', vegan: true, excludeAllergens: ['latte'] },
      ),
    ).toEqual({ vegan: true, excludeAllergens: ['latte'] });
    expect(rebaseFilterChange({}, { category: 'brioche' }, {})).toEqual({ category: 'brioche' });
  });

  it('compares the allergens by content, not by identity', () => {
    expect(
      rebaseFilterChange(
        { excludeAllergens: ['latte'] },
        { excludeAllergens: ['latte'], search: 'x' },
        { excludeAllergens: ['latte', 'uova'] },
      ),
    ).toEqual({ excludeAllergens: ['latte', 'uova'], search: 'x' });
  });
});
