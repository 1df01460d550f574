import '@mantine/core/styles/Progress.css';
import { Button, Progress, Text } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import type { BunType, QuizQuestion } from '@/features/quiz/quiz-questions';
import { QUESTION_COUNT } from '@/features/quiz/quiz-state';
import classes from '@/features/quiz/components/quiz-dialog.module.css';

export interface QuizQuestionStepProps {
  question: QuizQuestion;
  step: number;
  onAnswer: (bun: BunType) => void;
  /** Present when 'Precedente' is available. */
  onPrevious?: () => void;
}

/** One question with its four answers; choosing one moves on at once. */
export function QuizQuestionStep({ question, step, onAnswer, onPrevious }: QuizQuestionStepProps) {
  const position = `Domanda ${step + 1} di ${QUESTION_COUNT}`;
  return (
    <div className={classes.step}>
      <div className={classes.progress}>
        <Text size="sm" fw={600} c="dimmed">
          {position}
        </Text>
        <Progress
          value={((step + 1) / QUESTION_COUNT) * 100}
          color="crust.7"
          aria-label={position}
        />
      </div>
      <fieldset className={classes.fieldset}>
        <legend className={classes.question}>{question.question}</legend>
        <div className={classes.answers}>
          {question.answers.map((answer) => (
            <Button
              key={answer.text}
              variant="default"
              size="lg"
              fullWidth
              className={classes.answer}
              onClick={() => onAnswer(answer.bun)}
            >
              {answer.text}
            </Button>
          ))}
        </div>
      </fieldset>
      {onPrevious && (
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
          onClick={onPrevious}
          className={classes.previous}
        >
          Precedente
        </Button>
      )}
    </div>
  );
}
