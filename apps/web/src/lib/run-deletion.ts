import type { UseMutateFunction } from '@tanstack/react-query';
import { errorMessage } from './api-error';
import { toast } from './toast';

/** What a deletion says: its success toast and the start of its failure toast (SPEC's texts). */
export type DeletionTexts = { done: string; failed: string };

/** Runs a confirmed deletion: on success it says so and closes the dialog, on failure it says why and keeps it open. */
export function runDeletion<V>(mutate: UseMutateFunction<unknown, Error, V>, variables: V, texts: DeletionTexts, close: () => void): void {
  mutate(variables, {
    onSuccess: () => {
      toast.success(texts.done);
      close();
    },
    onError: (error) => toast.error(texts.failed, { description: errorMessage(error) }),
  });
}
