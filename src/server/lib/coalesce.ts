import DataLoader from "dataloader";

/**
 * Group commit: calls made while a batch of the same kind is running wait for it to finish and
 * then run together, as one call of `runBatch` with all their inputs. Under load one set-based
 * round trip serves many requests; when idle a call runs on the next turn of the event loop.
 * `runBatch` answers one result (or Error) per input, in order; an Error rejects only its caller.
 */
export function coalesce<Input, Output>(
  runBatch: (inputs: readonly Input[]) => Promise<(Output | Error)[]>,
  maxBatchSize = 100,
) {
  let running: Promise<unknown> = Promise.resolve();
  const loader = new DataLoader<Input, Output>(
    (inputs) => {
      const batch = runBatch(inputs);
      running = batch.catch(() => {});
      return batch;
    },
    {
      cache: false,
      maxBatchSize,
      batchScheduleFn: (dispatch) => {
        void running.then(() => setImmediate(dispatch));
      },
    },
  );
  return (input: Input) => loader.load(input);
}

/** Anything thrown, as an Error DataLoader hands back to its caller. */
export const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
