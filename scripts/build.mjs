// `npm run build`: the web app into dist/web and the server into dist/server, both built afresh.
import { buildServerIfChanged } from "./lib/server-build.mjs";
import { buildWebAppIfChanged } from "./lib/web-build.mjs";

const webStatus = buildWebAppIfChanged(console.log, { force: true });
if (webStatus !== 0) process.exit(webStatus);
process.exit(await buildServerIfChanged(console.log, { force: true }));
