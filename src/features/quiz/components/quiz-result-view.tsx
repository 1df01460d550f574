import { Button, Text, Title } from '@mantine/core';
import IconArrowRight from '@tabler/icons-react/dist/esm/icons/IconArrowRight.mjs';
import IconRefresh from '@tabler/icons-react/dist/esm/icons/IconRefresh.mjs';
import { useQuery } from '@tanstack/react-query';
import { ProductThumbnail } from '@/components/product-thumbnail';
import { LoadingButton } from '@/components/loading-button';
import type { QuizResult } from '@/features/quiz/quiz-questions';
import { productDetailQueryOptions } from '@/domain/catalogue/product-queries';
import classes from '@/features/quiz/components/quiz-dialog.module.css';

export interface QuizResultViewProps {
  result: QuizResult;
  checking: boolean;
  onDiscover: () => void;
  onRestart: () => void;
}

/** The recommended bun: name, picture, description, then 'Scopri il prodotto' or 'Rifai il test'. */
export function QuizResultView({ result, checking, onDiscover, onRestart }: QuizResultViewProps) {
  // Read ahead, so 'Scopri il prodotto' usually answers at once and the picture is the live one.
  const product = useQuery(productDetailQueryOptions(result.slug));
  return (
    <div className={classes.result} data-testid="quiz-result">
      <Text fw={600} c="dimmed">
        Il bun che fa per te è
      </Text>
      <Title order={3} className={classes.resultName}>
        {result.name}
      </Title>
      <div className={classes.resultBody}>
        <ProductThumbnail
          image={product.data?.image_url ?? result.image}
          size={160}
          loading="eager"
        />
        <Text className={classes.resultDescription}>{result.description}</Text>
      </div>
      <div className={classes.resultActions}>
        <LoadingButton
          size="lg"
          loading={checking}
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
          onClick={onDiscover}
        >
          Scopri il prodotto
        </LoadingButton>
        <Button
          variant="default"
          size="lg"
          leftSection={<IconRefresh size={18} aria-hidden="true" />}
          onClick={onRestart}
        >
          Rifai il test
        </Button>
      </div>
    </div>
  );
}
