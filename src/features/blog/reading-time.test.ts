import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes, readingTimeLabel } from '@/features/blog/reading-time';

describe('countWords', () => {
  it('counts the words, not the Markdown around them', () => {
    expect(
      countWords(
        '## In forno\n\n1. preriscaldate il forno a **180°C**;\n> Un [velo](https://x.it) di burro\n\n```\ncode here\n```',
      ),
    ).toBe(11);
  });

  it('ignores stray punctuation', () => {
    expect(countWords(' — , . ')).toBe(0);
  });
});

describe('readingMinutes', () => {
  it('reads 200 words a minute, rounding, never less than a minute', () => {
    const words = (count: number) => Array.from({ length: count }, () => 'pane').join(' ');
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(words(90))).toBe(1);
    expect(readingMinutes(words(299))).toBe(1);
    expect(readingMinutes(words(300))).toBe(2);
    expect(readingMinutes(words(1_000))).toBe(5);
  });
});

describe('readingTimeLabel', () => {
  it('speaks Italian', () => {
    expect(readingTimeLabel(3)).toBe('3 min di lettura');
  });
});
