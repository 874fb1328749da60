import { SMTPServer } from "smtp-server";
import { freePort } from "../../test/support/server-process";

/** One message the sink accepted (its DATA answered 250). */
export interface ReceivedMail {
  /** Which of the sink's listeners took it: one per app instance tells the instances apart. */
  listener: string;
  to: string;
  subject: string;
  messageId: string;
  at: number;
}

interface Held {
  listener: string;
  release: () => void;
}

/**
 * An SMTP server of the test's own that counts what it accepted, by recipient and Message-ID. It can
 * go down (listeners closed, open connections dropped, new ones refused) and come back on the same
 * ports, and hold a given message unanswered (its DATA read, no 250 yet) to kill its sender right then:
 * a message never answered 250 was not delivered, and is not counted.
 */
export async function startSmtpSink(listeners: string[]) {
  const received: ReceivedMail[] = [];
  const ports = Object.fromEntries(await Promise.all(listeners.map(async (name) => [name, await freePort()] as const)));
  const servers = new Map<string, SMTPServer>();
  /** A listener's hold counts its own messages; a hold for any listener (null) counts them all. */
  const holds: { listener: string | null; after: number; reached: (held: Held) => void }[] = [];
  const acceptedBy = (listener: string) => received.filter((mail) => mail.listener === listener).length;

  function serverFor(listener: string) {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      disableReverseLookup: true,
      // Going down drops open connections at once rather than waiting for them to finish.
      closeTimeout: 50,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const headers = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
          const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(headers)?.[1]?.trim() ?? "";
          const accept = () => {
            for (const rcpt of session.envelope.rcptTo) {
              received.push({
                listener,
                to: rcpt.address.toLowerCase(),
                subject: decodeWords(header("Subject")),
                messageId: header("Message-ID"),
                at: Date.now(),
              });
            }
            callback();
          };
          const hold = holds.find((h) =>
            h.listener === null
              ? received.length >= h.after
              : h.listener === listener && acceptedBy(listener) >= h.after,
          );
          if (!hold) return accept();
          holds.splice(holds.indexOf(hold), 1);
          hold.reached({ listener, release: accept });
        });
      },
    });
  }

  async function listen(listener: string) {
    const server = serverFor(listener);
    server.on("error", () => undefined);
    servers.set(listener, server);
    await new Promise<void>((resolve, reject) => {
      server.server.once("error", reject);
      server.listen(ports[listener], "127.0.0.1", () => resolve());
    });
  }
  async function closeAll() {
    await Promise.all(
      [...servers.values()].map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
    );
    servers.clear();
  }
  for (const listener of listeners) await listen(listener);

  return {
    received,
    urlOf: (listener: string) => `smtp://127.0.0.1:${ports[listener]}`,
    /** The listeners closed: a connection attempt is refused, an open one dropped. */
    down: closeAll,
    /** Back on the same ports. */
    async up() {
      for (const listener of listeners) if (!servers.has(listener)) await listen(listener);
    },
    /** How many messages `listener` has accepted so far. */
    accepted: acceptedBy,
    /** Resolves when `listener` has accepted `after` messages and the next one is read and held unanswered. */
    holdAfter(listener: string, after: number): Promise<Held> {
      return new Promise((reached) => holds.push({ listener, after, reached }));
    },
    /** Like holdAfter, for whichever listener's message comes when `after` more have been accepted in all. */
    holdAfterAny(after: number): Promise<Held> {
      return new Promise((reached) => holds.push({ listener: null, after: received.length + after, reached }));
    },
    close: closeAll,
  };
}

/** A header's RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=), as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

/** Duplicates (the same recipient and subject accepted more than once) and missing ones, against what was owed. */
export function deliveryCounts(received: ReceivedMail[], owed: { to: string; subject: string }[]) {
  const key = (mail: { to: string; subject: string }) => `${mail.to.toLowerCase()}\n${mail.subject}`;
  const owedKeys = new Set(owed.map(key));
  const counts = new Map<string, number>();
  for (const mail of received) if (owedKeys.has(key(mail))) counts.set(key(mail), (counts.get(key(mail)) ?? 0) + 1);
  const messageIds = received.filter((mail) => owedKeys.has(key(mail))).map((mail) => mail.messageId);
  return {
    owed: owedKeys.size,
    delivered: counts.size,
    missing: [...owedKeys].filter((k) => !counts.has(k)).length,
    duplicates: [...counts.values()].reduce((sum, n) => sum + n - 1, 0),
    /** The same Message-ID accepted twice: a resend of one message, as opposed to two messages. */
    repeatedMessageIds: messageIds.length - new Set(messageIds).size,
  };
}
