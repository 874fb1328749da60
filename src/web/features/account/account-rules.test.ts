import type { Recipient } from "@shared/schemas/recipient";
import { recipientPatchSchema } from "@shared/schemas/recipient";
import { describe, expect, it } from "vitest";
import { ApiError, errorText } from "../../lib/api";
import {
  filterRecipients,
  pendingPlanChange,
  planChangeMessage,
  planKeyOf,
  RECIPIENT_DELETE_ERROR,
  recipientEditSchema,
  recipientsWithLiveSubscription,
  recipientToForm,
  toIsoDateInput,
  toRecipientPatch,
} from "./account-rules";

const recipient: Recipient = {
  id: 7,
  userId: 1,
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
  specialDates: [{ type: "first-date", date: "2018-06-09", label: null }],
  personalMessages: [],
  giftCategories: "lucky-dip",
  preferences: { favouriteFlower: "peonies", favoriteColor: "blush pink" },
  genderRelevant: null,
  rRatedComfort: null,
  notes: null,
  createdAt: "2026-01-01T00:00:00.000Z",
};

describe("toIsoDateInput", () => {
  it("keeps YYYY-MM-DD and cuts timestamps to the day", () => {
    expect(toIsoDateInput("2024-02-29")).toBe("2024-02-29");
    expect(toIsoDateInput("2024-05-01T00:00:00.000Z")).toBe("2024-05-01");
  });

  it("reads a Date by its calendar day in the browser's zone", () => {
    expect(toIsoDateInput(new Date(2024, 4, 1))).toBe("2024-05-01");
  });

  it("gives an empty string for missing or impossible dates", () => {
    for (const value of [null, undefined, "", "2023-02-29", "14/03/1990", "soon", new Date(Number.NaN)]) {
      expect(toIsoDateInput(value)).toBe("");
    }
  });
});

describe("toRecipientPatch", () => {
  it("drops empty, blank and undefined fields", () => {
    const patch = toRecipientPatch({
      fullName: "  Jamie  ",
      relationship: "friend",
      phoneNumber: "",
      streetName: "   ",
      suburb: undefined,
      notes: null,
      birthday: "",
      anniversary: undefined,
    });
    expect(patch).toEqual({ fullName: "Jamie", relationship: "friend" });
  });

  it("sends dates as YYYY-MM-DD", () => {
    const patch = toRecipientPatch({ birthday: new Date(1990, 2, 14), anniversary: "2015-11-02T00:00:00.000Z" });
    expect(patch).toEqual({ birthday: "1990-03-14", anniversary: "2015-11-02" });
  });

  it("drops dates that are not real dates", () => {
    expect(toRecipientPatch({ birthday: "2023-02-30", anniversary: "tomorrow" })).toEqual({});
  });

  it("sends the whole special-date list, without incomplete rows, labels only where asked", () => {
    const patch = toRecipientPatch({
      specialDates: [
        { type: "other", date: "2020-01-05", label: " Our first flat " },
        { type: "first-date", date: "2018-06-09", label: "ignored" },
        { type: "milestone-memory", date: "2021-07-01", label: "" },
        { type: "", date: "2021-07-01", label: "" },
        { type: "wedding", date: "", label: "" },
      ],
    });
    expect(patch.specialDates).toEqual([
      { type: "other", date: "2020-01-05", label: "Our first flat" },
      { type: "first-date", date: "2018-06-09" },
      { type: "milestone-memory", date: "2021-07-01" },
    ]);
  });

  it("keeps an emptied special-date list so the stored dates are cleared", () => {
    expect(toRecipientPatch({ specialDates: [] })).toEqual({ specialDates: [] });
    expect(toRecipientPatch({})).toEqual({});
  });

  it("sends the other-relationship text only when the relationship is other", () => {
    expect(toRecipientPatch({ relationship: "other", otherRelationship: "Godmother" })).toEqual({
      relationship: "other",
      otherRelationship: "Godmother",
    });
    expect(toRecipientPatch({ relationship: "friend", otherRelationship: "Godmother" })).toEqual({
      relationship: "friend",
    });
  });

  it("builds a body the server's patch schema accepts", () => {
    const patch = toRecipientPatch(recipientToForm(recipient));
    const parsed = recipientPatchSchema.safeParse(patch);
    expect(parsed.success).toBe(true);
    expect(patch).toMatchObject({
      fullName: "Jamie Rivers",
      birthday: "1990-03-14",
      favouriteFlower: "peonies",
      favouriteColor: "blush pink",
      specialDates: [{ type: "first-date", date: "2018-06-09" }],
    });
    expect(patch).not.toHaveProperty("anniversary");
    expect(patch).not.toHaveProperty("notes");
  });
});

describe("recipientEditSchema", () => {
  const valid = recipientToForm(recipient);

  it("accepts a profile's own values and blank optional fields", () => {
    expect(recipientEditSchema.safeParse(valid).success).toBe(true);
    expect(recipientEditSchema.safeParse({ ...valid, postcode: "", streetName: "", anniversary: "" }).success).toBe(
      true,
    );
  });

  it("rejects a short name, a bad postcode and no relationship with the spec's messages", () => {
    const result = recipientEditSchema.safeParse({ ...valid, fullName: "J", postcode: "20", relationship: "" });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toContain("Full name must be at least 2 characters");
    expect(messages).toContain("Postcode must be at least 4 digits");
    expect(messages).toContain("Please select a relationship");
  });
});

describe("filterRecipients", () => {
  const list = [{ name: "Jamie Rivers" }, { name: "Sam O'Neil", fullName: "Sam O'Neil" }, { name: "Ana" }];

  it("matches part of the name, ignoring case and spaces", () => {
    expect(filterRecipients(list, "  RIV ")).toEqual([{ name: "Jamie Rivers" }]);
    expect(filterRecipients(list, "a")).toHaveLength(3);
  });

  it("returns everyone for an empty search and no one for a miss", () => {
    expect(filterRecipients(list, " ")).toBe(list);
    expect(filterRecipients(list, "zed")).toEqual([]);
  });
});

describe("planKeyOf", () => {
  it("maps the legacy lucky-dip alias and ignores unknown keys", () => {
    expect(planKeyOf("lucky-dip")).toBe("the-lucky-dip");
    expect(planKeyOf("in-bloom")).toBe("in-bloom");
    expect(planKeyOf("nonsense")).toBe("");
    expect(planKeyOf(null)).toBe("");
  });
});

describe("planChangeMessage", () => {
  it("says just 'Gift plan updated' without a live subscription", () => {
    expect(planChangeMessage(null)).toEqual({ title: "Gift plan updated" });
  });

  it("starts with the next delivery when it is far enough away", () => {
    expect(planChangeMessage({ appliesFrom: "2026-08-14", fromNextDelivery: true })).toEqual({
      title: "Gift plan updated",
      description: "Your new plan starts with the next delivery on 14 Aug 2026.",
    });
  });

  it("explains the 21-day rule otherwise", () => {
    expect(planChangeMessage({ appliesFrom: "2026-09-14", fromNextDelivery: false }).description).toBe(
      "Your next delivery is less than 21 days away, so the new plan starts from the delivery on 14 Sep 2026.",
    );
  });
});

describe("subscriptions per recipient", () => {
  const subs = [
    { id: 1, status: "active", recipientProfileId: 7, pendingPlanKey: "in-bloom", planChangeFrom: "2026-09-01" },
    { id: 2, status: "Paused", recipientProfileId: 8, pendingPlanKey: null, planChangeFrom: null },
    { id: 3, status: "cancelled", recipientProfileId: 9, pendingPlanKey: "in-bloom", planChangeFrom: "2026-09-01" },
    { id: 4, status: "draft", recipientProfileId: 10, pendingPlanKey: null, planChangeFrom: null },
  ];

  it("blocks a new subscription only for active or paused ones", () => {
    expect([...recipientsWithLiveSubscription(subs)].sort()).toEqual([7, 8]);
    expect(recipientsWithLiveSubscription(undefined).size).toBe(0);
  });

  it("finds a plan change waiting on a live subscription", () => {
    expect(pendingPlanChange(subs, 7)).toEqual({ planKey: "in-bloom", from: "2026-09-01" });
    expect(pendingPlanChange(subs, 9)).toBeNull();
    expect(pendingPlanChange(subs, 8)).toBeNull();
  });
});

describe("the delete failure text", () => {
  it("shows the server's message for a 409 and the spec's text otherwise", () => {
    const conflict = new ApiError(409, "This recipient has a subscription.", {
      code: "CONFLICT",
      message: "This recipient has a subscription.",
    });
    expect(errorText(conflict, RECIPIENT_DELETE_ERROR)).toBe("This recipient has a subscription.");
    expect(errorText(new ApiError(500, "boom", { code: "INTERNAL", message: "boom" }), RECIPIENT_DELETE_ERROR)).toBe(
      RECIPIENT_DELETE_ERROR,
    );
    expect(errorText(new TypeError("Failed to fetch"), RECIPIENT_DELETE_ERROR)).toBe(RECIPIENT_DELETE_ERROR);
  });
});
