// Preloaded into a server by `npm run bench:profile` (NODE_OPTIONS=--import=…): SIGUSR2 starts the
// CPU profiler, the next SIGUSR2 stops it and writes <BENCH_PROFILE_DIR>/<n>.cpuprofile, so a
// profile covers one measured phase and not the server's start or its data preparation.
// Plain JavaScript: it loads before tsx.
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { join } from "node:path";

const dir = process.env.BENCH_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  let running = false;
  let written = 0;
  process.on("SIGUSR2", async () => {
    if (!running) {
      running = true;
      await session.post("Profiler.enable");
      await session.post("Profiler.start");
      return;
    }
    const { profile } = await session.post("Profiler.stop");
    running = false;
    writeFileSync(join(dir, `${written++}.cpuprofile`), JSON.stringify(profile));
  });
}
