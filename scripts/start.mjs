// `npm start`: build the web app and the server when their sources changed since the last build, then
// serve the shop from the compiled JavaScript (no TypeScript compiler at run time).
import { spawn } from "node:child_process";
import { buildServerIfChanged } from "./lib/server-build.mjs";
import { buildWebAppIfChanged, root } from "./lib/web-build.mjs";

const webStatus = buildWebAppIfChanged();
if (webStatus !== 0) process.exit(webStatus);
const serverStatus = await buildServerIfChanged();
if (serverStatus !== 0) process.exit(serverStatus);

const server = spawn(process.execPath, ["--enable-source-maps", "dist/server/main.js"], {
  cwd: root,
  stdio: "inherit",
});
// A stop sent to this process alone (a service manager's SIGTERM) reaches the server, which drains
// and exits; this process waits for it and exits the same way.
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
server.on("error", (error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});
