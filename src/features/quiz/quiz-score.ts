import type { BunType } from '@/features/quiz/quiz-questions';

/**
 * Spec §4: count the answers per bun; the most votes wins, and a tie (or no answers at all)
 * goes to the CLASSICO.
 */
export function scoreQuiz(answers: readonly BunType[]): BunType {
  const patata = answers.filter((bun) => bun === 'patata').length;
  const classico = answers.length - patata;
  return patata > classico ? 'patata' : 'classico';
}
