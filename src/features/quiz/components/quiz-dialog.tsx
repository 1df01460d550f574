import '@mantine/core/styles/Modal.css';
import { Modal } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { QuizQuestionStep } from '@/features/quiz/components/quiz-question-step';
import { QuizResultView } from '@/features/quiz/components/quiz-result-view';
import { quizQuestions, quizResults } from '@/features/quiz/quiz-questions';
import { scoreQuiz } from '@/features/quiz/quiz-score';
import {
  answerQuestion,
  canGoBack,
  initialQuizState,
  previousQuestion,
} from '@/features/quiz/quiz-state';
import { useDiscoverProduct } from '@/features/quiz/use-discover-product';
import classes from '@/features/quiz/components/quiz-dialog.module.css';

/** Spec §4, §9: the quiz starts over 300 ms after the dialog closes (after its animation). */
export const QUIZ_RESET_DELAY_MS = 300;

export interface QuizDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** 'Quale Bun fa per te?': five questions, then the bun that suits the shopper (spec §4). */
export function QuizDialog({ opened, onClose }: QuizDialogProps) {
  const [state, setState] = useState(initialQuizState);
  const stepRef = useRef<HTMLDivElement>(null);
  const { discover, checking } = useDiscoverProduct(onClose);

  useEffect(() => {
    if (opened) return undefined;
    const timer = window.setTimeout(() => setState(initialQuizState), QUIZ_RESET_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [opened]);

  // The answer buttons are replaced by the next question's: keep keyboard and screen reader
  // users on the new step instead of losing focus to the page.
  const moveTo = (next: typeof state) => {
    setState(next);
    window.requestAnimationFrame(() => stepRef.current?.focus());
  };

  const question = quizQuestions[state.step];
  const result = quizResults[scoreQuiz(state.answers)];

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Quale Bun fa per te?"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Chiudi' }}
      classNames={{ title: classes.title }}
    >
      <div ref={stepRef} tabIndex={-1} className={classes.stepFocus}>
        {question ? (
          <QuizQuestionStep
            question={question}
            step={state.step}
            onAnswer={(bun) => moveTo(answerQuestion(state, bun))}
            onPrevious={canGoBack(state) ? () => moveTo(previousQuestion(state)) : undefined}
          />
        ) : (
          <QuizResultView
            result={result}
            checking={checking}
            onDiscover={() => void discover(result)}
            onRestart={() => moveTo(initialQuizState)}
          />
        )}
      </div>
    </Modal>
  );
}
