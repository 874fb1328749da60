import { readFileSync } from "node:fs";
import { expect } from "vitest";

interface Delivered {
  to: string[];
  raw: string;
}

/** The local SMTP mailbox `npm run test:e2e` starts (scripts/e2e.mjs): what the shop really sent. */
function delivered(): Delivered[] {
  const file = process.env.E2E_MAILBOX_FILE;
  if (!file) throw new Error("E2E_MAILBOX_FILE is not set: run the journeys with `npm run test:e2e`");
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Delivered);
}

/** Undoes quoted-printable (soft line breaks and =XX escapes), enough to read links out of a message. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Waits for the newest message to `to` whose decoded text matches `pattern`, and returns the match. */
export async function waitForMailMatching(to: string, pattern: RegExp): Promise<RegExpExecArray> {
  let found: RegExpExecArray | null = null;
  await expect
    .poll(
      () => {
        const messages = delivered().filter((mail) => mail.to.includes(to.toLowerCase()));
        for (const mail of messages.reverse()) {
          found = pattern.exec(decodeQuotedPrintable(mail.raw));
          if (found) return true;
        }
        return false;
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBe(true);
  return found!;
}
