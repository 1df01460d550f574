// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { filtersChosenIn } from './filters-chosen-before-app';

/** The /products controls as the prerendered page writes them, with the given state. */
function controls({
  search = '',
  sort = 'name',
  category = 'all',
  vegan = false,
  excluded = [] as string[],
} = {}): HTMLElement {
  const container = document.createElement('div');
  const radio = (value: string) =>
    `<input type="radio" name="category" value="${value}"${value === category ? ' checked' : ''}>`;
  const box = (value: string) =>
    `<input type="checkbox" name="excludeAllergens" value="${value}"${excluded.includes(value) ? ' checked' : ''}>`;
  container.innerHTML = `
    <input type="search" name="search" value="${search}">
    <select name="sort">
      ${['name', 'price-asc', 'price-desc', 'bestseller'].map((value) => `<option value="${value}">${value}</option>`).join('')}
    </select>
    ${['all', 'classici', 'brioche'].map(radio).join('')}
    <input type="checkbox" name="bestseller">
    <input type="checkbox" name="vegan"${vegan ? ' checked' : ''}>
    <input type="checkbox" name="glutenFree">
    ${['glutine', 'sesamo', 'latte'].map(box).join('')}`;
  container.querySelector('select')!.value = sort;
  return container;
}

describe('filtersChosenIn', () => {
  it('is null while the controls show what the page was drawn with', () => {
    expect(filtersChosenIn(controls(), {})).toBeNull();
    expect(
      filtersChosenIn(controls({ search: 'bun', sort: 'price-asc', excluded: ['sesamo'] }), {
        search: 'bun',
        sort: 'price-asc',
        excludeAllergens: ['sesamo'],
      }),
    ).toBeNull();
  });

  it('reads a search, a sort, a category, a switch and the allergens together', () => {
    expect(
      filtersChosenIn(
        controls({
          search: ' bun ',
          sort: 'price-desc',
          category: 'brioche',
          vegan: true,
          excluded: ['sesamo', 'glutine'],
        }),
        {},
      ),
    ).toEqual({
      search: 'bun',
      category: 'brioche',
      vegan: true,
      excludeAllergens: ['glutine', 'sesamo'],
      sort: 'price-desc',
    });
  });

  it('drops what was unticked and ignores values no filter knows', () => {
    const container = controls({ category: 'all' });
    const select = container.querySelector('select')!;
    select.innerHTML = '<option value="a-caso">?</option>';
    select.value = 'a-caso';
    expect(filtersChosenIn(container, { category: 'brioche', sort: 'price-asc' })).toEqual({});
  });

  it('keeps what the page says for a control that is not there', () => {
    expect(
      filtersChosenIn(document.createElement('div'), { search: 'bun', vegan: true }),
    ).toBeNull();
  });
});
