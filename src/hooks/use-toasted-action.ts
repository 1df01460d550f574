import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { toastError, toastSuccess } from '@/domain/auth/auth-toasts';

export interface ToastedAction {
  /** The call to make. */
  run: () => Promise<unknown>;
  /** The success toast: what happened, in Italian. */
  done: string;
}

/**
 * A one-off action of the account and console pages (decision 015): run it, say it worked, or
 * say why not — the database's own Italian hint when it has one (a refusal always carries
 * one), `failure` otherwise — and read again what it changed.
 */
export function useToastedAction({
  failure,
  invalidate,
  explain,
  onDone,
}: {
  failure: string;
  invalidate: readonly QueryKey[];
  /** A sentence for errors without a hint of their own (a constraint's code, say). */
  explain?: (error: ApiError) => string | undefined;
  onDone?: () => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ run }: ToastedAction) => run(),
    onSuccess: (_result, { done }) => {
      toastSuccess(done);
      onDone?.();
    },
    onError: (error) =>
      toastError(error instanceof ApiError ? (error.hint ?? explain?.(error) ?? failure) : failure),
    onSettled: () =>
      Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
