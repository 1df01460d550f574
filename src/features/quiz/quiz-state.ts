import { type BunType, quizQuestions } from '@/features/quiz/quiz-questions';

/** Spec §4: steps 0–4 are the questions; step 5 is the result. */
export interface QuizState {
  step: number;
  /** The bun each answered question voted for, by step. */
  answers: readonly BunType[];
}

export const QUESTION_COUNT = quizQuestions.length;
export const initialQuizState: QuizState = { step: 0, answers: [] };
/** Spec §4: 'Precedente' is available from step 2 onward (steps numbered from 0). */
export const FIRST_STEP_WITH_PREVIOUS = 2;

export function isResultStep(state: QuizState): boolean {
  return state.step >= QUESTION_COUNT;
}

/** Answering records the vote for this step and moves to the next one (or the result). */
export function answerQuestion(state: QuizState, bun: BunType): QuizState {
  if (isResultStep(state)) return state;
  const answers = [...state.answers.slice(0, state.step), bun];
  return { step: state.step + 1, answers };
}

export function canGoBack(state: QuizState): boolean {
  return state.step >= FIRST_STEP_WITH_PREVIOUS && !isResultStep(state);
}

/** Back one question; its earlier answer is forgotten so it can be given again. */
export function previousQuestion(state: QuizState): QuizState {
  if (!canGoBack(state)) return state;
  const step = state.step - 1;
  return { step, answers: state.answers.slice(0, step) };
}
