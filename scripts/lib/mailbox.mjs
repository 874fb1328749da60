// A local SMTP server standing in for the mail provider in the browser journeys: every message the shop
// sends is appended to `file` as one JSON line ({ to, raw }). Journeys read e-mailed links there, since
// staff never see a live one-time link in the outbox.
import { appendFileSync, writeFileSync } from "node:fs";
import { SMTPServer } from "smtp-server";
import { freePort } from "./shop-server.mjs";

export async function startMailbox(file) {
  writeFileSync(file, "");
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        appendFileSync(file, `${JSON.stringify({ to, raw: Buffer.concat(chunks).toString("utf8") })}\n`);
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
