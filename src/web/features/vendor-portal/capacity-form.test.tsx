// @vitest-environment happy-dom
import type { CapacitySettings } from "@shared/schemas/vendor-capacity";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen, stubApi } from "../../lib/test-support";
import { CapacityForm } from "./capacity-form";
import { addClosedDate, parseCapacity } from "./capacity-rules";

const SETTINGS: CapacitySettings = {
  dailyCapacity: 20,
  closedDates: ["2026-12-25"],
  today: "2026-11-26",
  lastClosableDate: "2027-11-26",
};

async function errorOf(label: string): Promise<string> {
  const field = screen.getByLabelText(label).closest("div") as HTMLElement;
  return (await within(field).findByRole("alert")).textContent ?? "";
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the capacity rules", () => {
  it("takes a whole number from 1 to 500", () => {
    expect(parseCapacity("35")).toEqual({ value: 35 });
    for (const bad of ["0", "501", "2.5", "", "ten"])
      expect(parseCapacity(bad), bad).toEqual({ error: "Daily capacity must be a whole number from 1 to 500" });
  });

  it("adds a date in order, and refuses one passed, too far, or listed", () => {
    expect(addClosedDate(["2026-12-25"], "2026-12-01", "2026-11-26")).toEqual({ dates: ["2026-12-01", "2026-12-25"] });
    expect(addClosedDate([], "2026-11-25", "2026-11-26")).toEqual({
      error: "25 Nov 2026 has already passed: closed dates must be today or later",
    });
    expect(addClosedDate([], "2027-11-27", "2026-11-26")).toMatchObject({
      error: expect.stringContaining("more than a year"),
    });
    expect(addClosedDate(["2026-12-25"], "2026-12-25", "2026-11-26")).toEqual({
      error: "That date is already in your closed dates",
    });
  });
});

describe("the capacity form", () => {
  it("refuses a capacity out of range and sends nothing", async () => {
    const api = stubApi({});
    renderScreen(<CapacityForm settings={SETTINGS} readOnlyReason={null} />);
    fireEvent.change(screen.getByLabelText("Orders you can take per day"), { target: { value: "600" } });
    fireEvent.click(screen.getByRole("button", { name: "Save capacity" }));
    expect(await errorOf("Orders you can take per day")).toBe("Daily capacity must be a whole number from 1 to 500");
    expect(api.calls).toEqual([]);
  });

  it("refuses a past date, then adds a good one, removes one, and saves both together", async () => {
    const api = stubApi({
      "PUT /api/vendor/capacity": {
        status: 200,
        body: { ...SETTINGS, dailyCapacity: 12, closedDates: ["2027-01-26"] },
      },
    });
    renderScreen(<CapacityForm settings={SETTINGS} readOnlyReason={null} />);
    const dateField = screen.getByLabelText("Add a closed date");
    fireEvent.change(dateField, { target: { value: "2026-11-20" } });
    fireEvent.click(screen.getByRole("button", { name: "Add date" }));
    expect(await errorOf("Add a closed date")).toBe(
      "20 Nov 2026 has already passed: closed dates must be today or later",
    );

    fireEvent.change(dateField, { target: { value: "2027-01-26" } });
    fireEvent.click(screen.getByRole("button", { name: "Add date" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove 25 Dec 2026" }));
    fireEvent.change(screen.getByLabelText("Orders you can take per day"), { target: { value: "12" } });
    fireEvent.click(screen.getByRole("button", { name: "Save capacity" }));

    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]).toEqual({
      method: "PUT",
      path: "/api/vendor/capacity",
      body: { dailyCapacity: 12, closedDates: ["2027-01-26"] },
    });
    expect(await screen.findByText("Capacity saved")).toBeTruthy();
  });

  it("shows the server's message when it refuses a date", async () => {
    stubApi({
      "PUT /api/vendor/capacity": {
        status: 400,
        body: {
          code: "VALIDATION",
          message: "Bad date",
          fieldErrors: { closedDates: "25 Dec 2026 has already passed" },
        },
      },
    });
    renderScreen(<CapacityForm settings={SETTINGS} readOnlyReason={null} />);
    fireEvent.click(screen.getByRole("button", { name: "Save capacity" }));
    expect(await screen.findByText("25 Dec 2026 has already passed")).toBeTruthy();
  });

  it("is read-only for a vendor who may change nothing", () => {
    stubApi({});
    renderScreen(<CapacityForm settings={SETTINGS} readOnlyReason="Your portal is read-only." />);
    expect(screen.queryByRole("button", { name: "Save capacity" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Remove/ })).toBeNull();
    expect(screen.getByText("Your portal is read-only.")).toBeTruthy();
  });
});
