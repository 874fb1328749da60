// Hand-written batching with the app's policy (src/server/lib/coalesce.ts), used where the app
// batches: confirmations (group commit) and session lookups. Calls that arrive while a batch runs
// wait for it, then run together as the next batch (at most 100).

interface Waiting<Input, Output> {
  input: Input;
  resolve(output: Output): void;
  reject(error: unknown): void;
}

export function batchWhileBusy<Input, Output>(runBatch: (inputs: Input[]) => Promise<Output[]>, maxBatchSize = 100) {
  let queue: Waiting<Input, Output>[] = [];
  let running = false;

  async function drain() {
    while (queue.length) {
      const batch = queue.slice(0, maxBatchSize);
      queue = queue.slice(maxBatchSize);
      try {
        const outputs = await runBatch(batch.map((w) => w.input));
        for (const [i, w] of batch.entries()) w.resolve(outputs[i]!);
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
      // Like the app: let the requests that arrived meanwhile join before the next batch starts.
      await new Promise((resolve) => setImmediate(resolve));
    }
    running = false;
  }

  return (input: Input) =>
    new Promise<Output>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      if (!running) {
        running = true;
        setImmediate(drain);
      }
    });
}
