// @vitest-environment happy-dom
import { AUSTRALIAN_PHONE_MESSAGE } from "@shared/domain/australia";
import { FUTURE_BIRTH_MESSAGE } from "@shared/domain/date-of-birth";
import type { Recipient } from "@shared/schemas/recipient";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen, stubApi } from "../../lib/test-support";
import { RecipientEditForm } from "./recipient-edit-form";

const JAMIE: Recipient = {
  id: 41,
  userId: 7,
  name: "Jamie Rivers",
  fullName: "Jamie Rivers",
  relationship: "partner",
  otherRelationship: null,
  email: null,
  phone: "0400 111 222",
  phoneNumber: "0400 111 222",
  address: "8 Banksia Avenue, Newtown, NSW 2042, Australia",
  streetNumber: "8",
  streetName: "Banksia Avenue",
  suburb: "Newtown",
  state: "NSW",
  postcode: "2042",
  country: "Australia",
  deliveryInstructions: null,
  birthday: "1990-03-14",
  dateOfBirth: "1990-03-14",
  anniversary: null,
  specialDates: [],
  personalMessages: [],
  giftCategories: "in-bloom",
  preferences: {},
  genderRelevant: null,
  rRatedComfort: null,
  notes: null,
  createdAt: "2026-01-10T00:00:00.000Z",
};

async function errorOf(label: string): Promise<string> {
  const field = screen.getByLabelText(label).closest("div") as HTMLElement;
  return (await within(field).findByRole("alert")).textContent ?? "";
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the account's recipient edit", () => {
  it("refuses a birthday in the future and a phone number that isn't one, and sends nothing", async () => {
    const api = stubApi({});
    renderScreen(<RecipientEditForm userId={7} recipient={JAMIE} onDone={() => {}} />);
    fireEvent.change(screen.getByLabelText("Birthday"), { target: { value: "2030-01-01" } });
    fireEvent.change(screen.getByLabelText("Phone"), { target: { value: "abc" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(await errorOf("Birthday")).toBe(FUTURE_BIRTH_MESSAGE);
    expect(await errorOf("Phone")).toBe(AUSTRALIAN_PHONE_MESSAGE);
    expect(api.calls).toEqual([]);
  });

  it("saves a corrected birthday", async () => {
    const api = stubApi({ "PATCH /api/recipient-profiles/41": { status: 200, body: { ...JAMIE, planChange: null } } });
    const onDone = vi.fn();
    renderScreen(<RecipientEditForm userId={7} recipient={JAMIE} onDone={onDone} />);
    // happy-dom leaves a select's starting value unset: choose it as a person would.
    fireEvent.change(screen.getByLabelText("Relationship"), { target: { value: "partner" } });
    fireEvent.change(screen.getByLabelText("Birthday"), { target: { value: "1991-04-02" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.calls).toEqual([
      expect.objectContaining({ method: "PATCH", body: expect.objectContaining({ birthday: "1991-04-02" }) }),
    ]);
  });
});
