/**
 * Work in progress that a stop waits for: each job's run is wrapped so shutdown can wait for the one
 * running (the scheduler's own stop only ends the timers).
 */
export function createRunningWork() {
  const running = new Set<Promise<unknown>>();
  return {
    /** The job with its runs counted while they run. */
    track<T extends { run(): Promise<unknown> }>(job: T): T {
      return {
        ...job,
        run: () => {
          const run = job.run();
          running.add(run);
          const forget = () => running.delete(run);
          run.then(forget, forget);
          return run;
        },
      };
    },
    /** Resolves once every run started so far (and any started meanwhile) has settled. */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
