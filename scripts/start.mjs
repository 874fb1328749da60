// `npm start`: build the web app when its sources changed since the last build, then serve the shop.
import { spawnSync } from "node:child_process";
import { buildWebAppIfChanged, root } from "./lib/web-build.mjs";

const buildStatus = buildWebAppIfChanged();
if (buildStatus !== 0) process.exit(buildStatus);

const server = spawnSync(process.execPath, ["--import", "tsx", "src/server/main.ts"], { cwd: root, stdio: "inherit" });
process.exit(server.status ?? 0);
