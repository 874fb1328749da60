import { describe, expect, it } from "vitest";
import { AppError } from "../../../lib/errors";
import { databaseFailure } from "./checked-sql-runner";
import { ReaderRoleUnavailable } from "./sql-runner";

// How the database's refusals of staff's own SQL reach them: the query's fault is a 400 saying why;
// only a missing role or the database itself failing is not. (The route tests run real ones.)
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe("a failure of staff's own SQL", () => {
  it("is a 400 naming the time limit, a forbidden read, a write, or PostgreSQL's own reason", () => {
    const cases: [Error, RegExp][] = [
      [
        pgError("57014", "canceling statement due to statement timeout"),
        /^Query Failed: it ran past the 5-second limit/,
      ],
      [pgError("42501", "permission denied for table users"), /^Query Refused: it reads something staff may not see/],
      [pgError("25006", "cannot execute DELETE in a read-only transaction"), /^Query Refused: only a SELECT may run/],
      [
        pgError("42703", "column gift_boxes.colour does not exist\nLINE 1"),
        /^Query Failed: the database could not run it: column gift_boxes\.colour does not exist\.$/,
      ],
    ];
    for (const [error, message] of cases) {
      const failure = databaseFailure(error) as AppError;
      expect(failure).toBeInstanceOf(AppError);
      expect(failure.status, error.message).toBe(400);
      expect(failure.message).toMatch(message);
    }
  });

  it("is not the query's fault when the reader role is missing or the database breaks", () => {
    expect((databaseFailure(new ReaderRoleUnavailable()) as AppError).status).toBe(502);
    expect((databaseFailure(pgError("XX000", "internal error")) as AppError).status).toBe(502);
    const gone = pgError("57P01", "terminating connection due to administrator command");
    expect(databaseFailure(gone)).toBe(gone);
  });
});
