import { describe, expect, it } from "vitest";
import { createRunningWork } from "./running-work";

describe("running work", () => {
  it("waits for a tracked run to settle, failed or not, and returns its result unchanged", async () => {
    const work = createRunningWork();
    let finish!: (value: string) => void;
    const job = work.track({ name: "slow", run: () => new Promise<string>((resolve) => (finish = resolve)) });
    const failing = work.track({ name: "failing", run: () => Promise.reject(new Error("boom")) });

    const run = job.run();
    await expect(failing.run()).rejects.toThrow("boom");
    let idle = false;
    const waited = work.idle().then(() => {
      idle = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idle).toBe(false);
    finish("done");
    await waited;
    expect(idle).toBe(true);
    expect(await run).toBe("done");
    expect(job.name).toBe("slow");
  });

  it("is idle at once when nothing runs", async () => {
    await expect(createRunningWork().idle()).resolves.toBeUndefined();
  });
});
