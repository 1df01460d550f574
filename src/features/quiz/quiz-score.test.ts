import { describe, expect, it } from 'vitest';
import { scoreQuiz } from '@/features/quiz/quiz-score';

describe('scoreQuiz (spec §4)', () => {
  it('recommends the bun with the most answers', () => {
    expect(scoreQuiz(['patata', 'patata', 'classico', 'patata', 'classico'])).toBe('patata');
    expect(scoreQuiz(['classico', 'patata', 'classico', 'classico', 'patata'])).toBe('classico');
    expect(scoreQuiz(['patata', 'patata', 'patata', 'patata', 'patata'])).toBe('patata');
  });

  it('gives a tie to the CLASSICO', () => {
    expect(scoreQuiz(['patata', 'classico'])).toBe('classico');
    expect(scoreQuiz(['patata', 'patata', 'classico', 'classico'])).toBe('classico');
  });

  it('gives no answers at all to the CLASSICO', () => {
    expect(scoreQuiz([])).toBe('classico');
  });
});
