import { describe, expect, it } from "vitest";
import { fieldsFromProfile } from "./recipient-fill";

describe("fieldsFromProfile", () => {
  it("fills and locks what the profile has", () => {
    const { values, locked } = fieldsFromProfile({
      name: "Jamie Rivers",
      email: "jamie@example.com",
      phoneNumber: "0400 111 222",
      address: "8 Banksia Avenue, Newtown, NSW 2042, Australia",
    });
    expect(values).toEqual({
      recipientName: "Jamie Rivers",
      recipientEmail: "jamie@example.com",
      recipientPhone: "0400 111 222",
      recipientAddress: "8 Banksia Avenue, Newtown, NSW 2042, Australia",
    });
    expect(locked).toEqual(["recipientName", "recipientEmail", "recipientPhone", "recipientAddress"]);
  });

  it("leaves a missing e-mail empty and editable", () => {
    const { values, locked } = fieldsFromProfile({
      name: "Jamie",
      email: null,
      phone: "0400",
      address: "8 Banksia Avenue",
    });
    expect(values.recipientEmail).toBe("");
    expect(values.recipientPhone).toBe("0400");
    expect(locked).not.toContain("recipientEmail");
    // Not a phone number: editable, so the buyer can put it right.
    expect(locked).not.toContain("recipientPhone");
  });

  it("falls back to fullName and keeps too-short values editable", () => {
    const { values, locked } = fieldsFromProfile({ fullName: "Al", address: "x" });
    expect(values.recipientName).toBe("Al");
    expect(locked).toEqual(["recipientName"]);
  });
});
