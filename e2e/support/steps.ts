import { beforeEach } from "vitest";

/**
 * For a file whose tests are the steps of one journey: once a step fails the later ones (which
 * depend on it) are skipped, and the failing step prints what the browser saw.
 */
export function runAsSteps(name: string, problems: () => { report: () => Promise<string> } | undefined) {
  let failedStep: string | null = null;
  beforeEach(({ onTestFailed, skip, task }) => {
    if (failedStep) skip(`an earlier step failed: ${failedStep}`);
    onTestFailed(async () => {
      failedStep ??= task.name;
      const watcher = problems();
      if (watcher) console.error(`[${name}] the browser when "${task.name}" failed:\n${await watcher.report()}`);
    });
  });
}
