import { describe, expect, it } from 'vitest';
import { moveItem } from '@/features/back-office/content/reorder';

describe('moveItem', () => {
  it('moves an item forwards and backwards', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('clamps the target and ignores an unknown source, without touching the input', () => {
    const items = ['a', 'b', 'c'];
    expect(moveItem(items, 1, 99)).toEqual(['a', 'c', 'b']);
    expect(moveItem(items, 1, -5)).toEqual(['b', 'a', 'c']);
    expect(moveItem(items, 7, 0)).toEqual(['a', 'b', 'c']);
    expect(items).toEqual(['a', 'b', 'c']);
  });
});
