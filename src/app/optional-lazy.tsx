import { type ComponentProps, type ComponentType, lazy, useReducer } from 'react';
import { OptionalPartBoundary } from '@/app/errors/optional-part-boundary';

/**
 * `React.lazy` for a part the page can live without. React keeps a lazy component whose load
 * failed failed for the page's life, so a chunk that could not be fetched offline (before the
 * service worker holds a copy) would otherwise break the whole page, and stay broken after the
 * connection returned. This one renders nothing on failure and loads afresh once back online.
 * The caller still provides the `Suspense` (and its fallback) around it.
 */
// `any` is React.lazy's own constraint: a component of any props, read back through ComponentProps.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function optionalLazy<PartComponent extends ComponentType<any>>(
  name: string,
  load: () => Promise<{ default: PartComponent }>,
): ComponentType<ComponentProps<PartComponent>> {
  let LazyPart = lazy(load);
  function OptionalPart(props: ComponentProps<PartComponent>) {
    // Rendering again is what puts the fresh lazy component in place of the failed one.
    const [, renderAgain] = useReducer((attempt: number) => attempt + 1, 0);
    return (
      <OptionalPartBoundary
        name={name}
        onRetry={() => {
          LazyPart = lazy(load);
          renderAgain();
        }}
      >
        <LazyPart {...props} />
      </OptionalPartBoundary>
    );
  }
  OptionalPart.displayName = `OptionalPart(${name})`;
  return OptionalPart;
}
