import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "../src/server/db/schema";
import { type AuthRepository, authRepository } from "../src/server/modules/auth/auth.repository";
import { signUp } from "./support/http";
import { createTestApp } from "./support/test-app";

/**
 * POST /api/auth/forgot-password used to answer faster for unknown addresses: it waited for the
 * account lookup, the token and the e-mail. Now it answers before any of that, so nothing the client
 * can time depends on the address. Proved structurally: the lookup of an existing address is held
 * open, and the answer arrives anyway, identical to the answer for an unknown address.
 */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const held = { address: "", lookupStarted: deferred(), release: deferred() };
const failing = { address: "broken.lookup@example.com" };
/** The real repository, except that the lookup of `held.address` waits for the test, and one address fails. */
const repository: AuthRepository = {
  ...authRepository,
  async findUserByEmail(db, email) {
    if (email === held.address) {
      held.lookupStarted.resolve();
      await held.release.promise;
    }
    if (email === failing.address) throw Object.assign(new Error(`lookup of ${email} failed`), { code: "57014" });
    return authRepository.findUserByEmail(db, email);
  },
};
const lines: string[] = [];
const app = await createTestApp({
  authRepository: repository,
  logStream: { write: (line: string) => void lines.push(line) },
});
const resetMails = (to: string) =>
  app.ctx.db.$count(emailOutbox, and(eq(emailOutbox.kind, "password-reset"), eq(emailOutbox.toAddress, to)));

const forgot = (email: string) => app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email } });

describe("forgot password", () => {
  it("answers while the lookup of an existing address is still held open, exactly as for an unknown one", async () => {
    const { email } = await signUp(app);
    held.address = email;
    let lookupDone = false;
    void held.release.promise.then(() => {
      lookupDone = true;
    });

    const knownResponse = forgot(email);
    await held.lookupStarted.promise;
    // If the reply waited for the lookup, this would never resolve (the test fails by timing out).
    const known = await knownResponse;
    expect(lookupDone).toBe(false);
    const unknown = await forgot("nobody.here@example.com");

    const comparable = (response: typeof known) => {
      const { date: _date, ...headers } = response.headers;
      return { status: response.statusCode, body: response.body, headers };
    };
    expect(comparable(known)).toEqual(comparable(unknown));
    expect(known.json()).toEqual({
      message: "If an account exists with this email, you'll receive reset instructions shortly.",
    });
    expect(await resetMails(email)).toBe(0);

    // Once the lookup completes, the e-mail is queued: once.
    held.release.resolve();
    await app.background.idle();
    expect(await resetMails(email)).toBe(1);
    expect(await resetMails("nobody.here@example.com")).toBe(0);
  });

  it("logs a failure of the work after the reply by its kind, without the address", async () => {
    lines.length = 0;
    const response = await forgot(failing.address);
    expect(response.statusCode).toBe(200);
    await app.background.idle();
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const failure = entries.find((entry) => entry.msg === "background task failed");
    expect(failure).toMatchObject({ task: "password-reset e-mail", errorName: "Error", errorCode: "57014" });
    expect(lines.join("")).not.toContain("broken.lookup");
  });
});
