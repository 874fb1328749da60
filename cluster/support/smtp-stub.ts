import { SMTPServer } from "smtp-server";
import { freePort } from "../../test/support/server-process";

export interface ReceivedMail {
  to: string[];
  subject: string;
}

/** The mail provider, standing in: every message the fleet sends, as received (recipients and subject). */
export async function startSmtpStub() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        // The Subject header, unfolded (nodemailer folds long ones; RFC 2047 words stay encoded).
        const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
        const subject = /^Subject: (.*)$/im.exec(head)?.[1] ?? "";
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), subject });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
