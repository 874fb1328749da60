// @vitest-environment happy-dom
import { AUSTRALIAN_PHONE_MESSAGE } from "@shared/domain/australia";
import { FUTURE_BIRTH_MESSAGE, IMPLAUSIBLE_BIRTH_MESSAGE } from "@shared/domain/date-of-birth";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen, sessionUser, stubApi } from "../../lib/test-support";
import { Component as RecipientSetupPage } from "./recipient-setup-page";

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Fills the required fields with good values, then `changes` on top. */
function fillIn(changes: Record<string, string> = {}) {
  const values: Record<string, string> = {
    "Full name": "Jamie Rivers",
    "Date of birth": "1990-03-14",
    "Relationship to you": "partner",
    "Street no.": "8",
    "Street name": "Banksia Avenue",
    Suburb: "Newtown",
    State: "NSW",
    Postcode: "2042",
    "Phone number": "0400 111 222",
    ...changes,
  };
  for (const [label, value] of Object.entries(values)) type(label, value);
}

async function openForm() {
  renderScreen(<RecipientSetupPage />, { url: "/recipient-setup", route: "/recipient-setup" });
  await screen.findByRole("form", { name: "Recipient profile" });
}

const submit = () => fireEvent.click(screen.getByRole("button", { name: "Continue to Gift Selection" }));

/** The message shown under a field. */
async function errorOf(label: string): Promise<string> {
  const input = screen.getByLabelText(label);
  const field = input.closest("div") as HTMLElement;
  return (await within(field).findByRole("alert")).textContent ?? "";
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the recipient setup form", () => {
  // Regression: a date of birth in 2030 and the phone number "abc" were saved.
  it("says a date of birth in the future and a phone number that isn't one are wrong, and sends nothing", async () => {
    const api = stubApi({ "GET /api/auth/session": { status: 200, body: { user: sessionUser() } } });
    await openForm();
    fillIn({ "Date of birth": "2030-06-01", "Phone number": "abc" });
    submit();

    expect(await errorOf("Date of birth")).toBe(FUTURE_BIRTH_MESSAGE);
    expect(await errorOf("Phone number")).toBe(AUSTRALIAN_PHONE_MESSAGE);
    expect(screen.getByLabelText("Phone number").getAttribute("aria-invalid")).toBe("true");
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("says a date of birth more than 120 years ago is a mistyped year", async () => {
    stubApi({ "GET /api/auth/session": { status: 200, body: { user: sessionUser() } } });
    await openForm();
    fillIn({ "Date of birth": "1890-06-01" });
    submit();
    expect(await errorOf("Date of birth")).toBe(IMPLAUSIBLE_BIRTH_MESSAGE);
  });

  it("sends a plausible date of birth and an Australian number as typed", async () => {
    const api = stubApi({
      "GET /api/auth/session": { status: 200, body: { user: sessionUser() } },
      "POST /api/recipient-profiles": { status: 201, body: { id: 41 } },
    });
    await openForm();
    fillIn({ "Phone number": "+61 (0)2 9876 5432" });
    submit();

    expect(await screen.findByText("Now at /account")).toBeTruthy();
    const posts = api.calls.filter((call) => call.method === "POST");
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({ dateOfBirth: "1990-03-14", phoneNumber: "+61 (0)2 9876 5432" });
  });
});
