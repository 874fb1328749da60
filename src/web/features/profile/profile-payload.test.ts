import { describe, expect, it } from "vitest";
import { toProfilePayload } from "./profile-payload";

const values = {
  fullName: "Alex Citizen",
  email: "alex@example.com",
  phone: "0412 345 678",
  streetNumber: "12",
  streetName: "Wattle Street",
  aptUnitNumber: null,
  suburb: "Fitzroy",
  city: "Melbourne",
  state: "VIC",
  postcode: "3065",
  country: "Australia",
  address: null,
  currentPassword: "correct horse battery",
};

describe("toProfilePayload", () => {
  it("sends the current password only with a changed e-mail", () => {
    expect(toProfilePayload(values, "alex@example.com")).not.toHaveProperty("currentPassword");
    expect(toProfilePayload({ ...values, email: "new@example.com" }, "alex@example.com")).toMatchObject({
      email: "new@example.com",
      currentPassword: "correct horse battery",
    });
  });
});
