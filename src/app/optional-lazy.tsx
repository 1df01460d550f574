import { type ComponentType, lazy, useReducer } from 'react';
import { OptionalPartBoundary } from '@/app/errors/optional-part-boundary';

type PartLoader<Props> = () => Promise<{ default: ComponentType<Props> }>;

/**
 * `React.lazy` for a part the page can live without. React keeps a lazy component whose load
 * failed failed for the page's life, so a chunk that could not be fetched offline (before the
 * service worker holds a copy) would otherwise break the whole page, and stay broken after the
 * connection returned. This one renders nothing on failure and loads afresh once back online.
 * The caller still provides the `Suspense` (and its fallback) around it.
 */
export function optionalLazy<Props extends object>(
  name: string,
  load: PartLoader<Props>,
): ComponentType<Props> {
  let Part = lazy(load);
  function OptionalPart(props: Props) {
    // Rendering again is what puts the fresh lazy component in place of the failed one.
    const [, renderAgain] = useReducer((attempt: number) => attempt + 1, 0);
    return (
      <OptionalPartBoundary
        name={name}
        onRetry={() => {
          Part = lazy(load);
          renderAgain();
        }}
      >
        <Part {...props} />
      </OptionalPartBoundary>
    );
  }
  OptionalPart.displayName = `OptionalPart(${name})`;
  return OptionalPart;
}
