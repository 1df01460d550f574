/** Average silent reading speed for Italian prose on screen, in words per minute. */
export const WORDS_PER_MINUTE = 200;

/**
 * The words a reader actually reads in a Markdown text: no link targets, list numbers, marks
 * or code blocks.
 */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s*\d+[.)]\s/gm, ' ')
    .replace(/[#>*_`~|-]+/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes to read `markdown`, at least 1. */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.round(countWords(markdown) / WORDS_PER_MINUTE));
}

/** '4 min di lettura'. */
export function readingTimeLabel(minutes: number): string {
  return `${minutes} min di lettura`;
}
