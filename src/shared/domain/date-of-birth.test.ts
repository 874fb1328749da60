import { describe, expect, it } from "vitest";
import { isAustralianPhone } from "./australia";
import { dateOfBirthProblem, FUTURE_BIRTH_MESSAGE, IMPLAUSIBLE_BIRTH_MESSAGE } from "./date-of-birth";

describe("dateOfBirthProblem", () => {
  const today = "2026-11-21";
  it("accepts today, last century and exactly 120 years ago", () => {
    for (const date of ["2026-11-21", "1990-03-14", "1906-11-21"]) expect(dateOfBirthProblem(date, today)).toBeNull();
  });
  it("refuses tomorrow and 2030", () => {
    expect(dateOfBirthProblem("2026-11-22", today)).toBe(FUTURE_BIRTH_MESSAGE);
    expect(dateOfBirthProblem("2030-01-01", today)).toBe(FUTURE_BIRTH_MESSAGE);
  });
  it("refuses a date that makes them older than 120", () => {
    expect(dateOfBirthProblem("1906-11-20", today)).toBe(IMPLAUSIBLE_BIRTH_MESSAGE);
    expect(dateOfBirthProblem("0990-03-14", today)).toBe(IMPLAUSIBLE_BIRTH_MESSAGE);
  });
});

describe("isAustralianPhone", () => {
  it.each([
    "0412 345 678",
    "0412345678",
    "(02) 9876 5432",
    "03-9123-4567",
    "07.3123.4567",
    "08 9123 4567",
    "+61 412 345 678",
    "+61 (0)3 9123 4567",
    "0061 2 9876 5432",
  ])("accepts %s", (phone) => expect(isAustralianPhone(phone)).toBe(true));
  it.each([
    "abc",
    "",
    "0400",
    "12345",
    "0412 345 6789",
    "0112 345 678",
    "+1 415 555 0100",
    "04123456ab",
    "1300 123 456",
  ])("refuses %s", (phone) => expect(isAustralianPhone(phone)).toBe(false));
});
