import { errorKind } from "./error-kind";

interface KindLogger {
  error(details: object, message: string): void;
}

/**
 * Work a request starts but does not wait for (so nothing the client can time depends on it).
 * A failure is logged by its kind, never lost silently; `idle()` waits for whatever is running,
 * which the app's close (and tests) use.
 */
export function createBackgroundTasks(log: KindLogger) {
  const running = new Set<Promise<void>>();

  return {
    run(name: string, work: () => Promise<void>): void {
      const task = Promise.resolve()
        .then(work)
        .catch((error: unknown) => log.error({ ...errorKind(error), task: name }, "background task failed"))
        .finally(() => running.delete(task));
      running.add(task);
    },
    /** Resolves once every task started so far (and any they start) has finished. */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all(running);
    },
  };
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
