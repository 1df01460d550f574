import { describe, expect, it } from 'vitest';
import { quizQuestions, quizResults } from '@/features/quiz/quiz-questions';
import {
  answerQuestion,
  canGoBack,
  initialQuizState,
  isResultStep,
  previousQuestion,
  type QuizState,
} from '@/features/quiz/quiz-state';

function answerAll(bun: 'classico' | 'patata', count: number): QuizState {
  let state = initialQuizState;
  for (let index = 0; index < count; index += 1) state = answerQuestion(state, bun);
  return state;
}

describe('the quiz content', () => {
  it('has five questions with four answers each, every answer voting for one of the two buns', () => {
    expect(quizQuestions).toHaveLength(5);
    for (const question of quizQuestions) {
      expect(question.answers).toHaveLength(4);
      // Each question can lead either way.
      expect(new Set(question.answers.map((answer) => answer.bun))).toEqual(
        new Set(['classico', 'patata']),
      );
    }
  });

  it('leads to BUN CLASSICO (bun-classico) or BUN PATATA (buns-patata)', () => {
    expect([quizResults.classico.name, quizResults.classico.slug]).toEqual([
      'BUN CLASSICO',
      'bun-classico',
    ]);
    expect([quizResults.patata.name, quizResults.patata.slug]).toEqual([
      'BUN PATATA',
      'buns-patata',
    ]);
  });
});

describe('quiz steps (spec §4)', () => {
  it('advances on each answer and shows the result after the fifth', () => {
    const afterFour = answerAll('patata', 4);
    expect(afterFour.step).toBe(4);
    expect(isResultStep(afterFour)).toBe(false);
    const done = answerQuestion(afterFour, 'classico');
    expect(isResultStep(done)).toBe(true);
    expect(done.answers).toEqual(['patata', 'patata', 'patata', 'patata', 'classico']);
    expect(answerQuestion(done, 'patata')).toBe(done);
  });

  it('offers Precedente from step 2 onward, never on the result', () => {
    expect([0, 1, 2, 3, 4, 5].map((count) => canGoBack(answerAll('classico', count)))).toEqual([
      false,
      false,
      true,
      true,
      true,
      false,
    ]);
  });

  it('going back forgets the answer of the step returned to', () => {
    const atThree = answerQuestion(answerQuestion(answerAll('classico', 1), 'patata'), 'patata');
    const back = previousQuestion(atThree);
    expect(back).toEqual({ step: 2, answers: ['classico', 'patata'] });
    expect(answerQuestion(back, 'classico').answers).toEqual(['classico', 'patata', 'classico']);
    expect(previousQuestion(answerAll('classico', 1))).toEqual(answerAll('classico', 1));
  });
});
