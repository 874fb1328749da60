import { describe, expect, it } from "vitest";
import { customerProfileFormSchema, emailChangeNeedsPassword } from "./user";

const profile = {
  fullName: "Alex Citizen",
  email: "alex@example.com",
  phone: "0412 345 678",
  streetNumber: "12",
  streetName: "Wattle Street",
  suburb: "Fitzroy",
  city: "Melbourne",
  state: "VIC",
  postcode: "3065",
  country: "Australia",
};

describe("the profile form's current password", () => {
  it("is asked for only when the e-mail changes (case and spaces aside)", () => {
    expect(emailChangeNeedsPassword("alex@example.com", " ALEX@example.com ")).toBe(false);
    expect(emailChangeNeedsPassword("alex@example.com", "alex@example.org")).toBe(true);
    const form = customerProfileFormSchema("alex@example.com");
    expect(form.safeParse(profile).success).toBe(true);
    const moved = form.safeParse({ ...profile, email: "alex@example.org" });
    expect(moved.success).toBe(false);
    expect(moved.error?.issues[0]).toMatchObject({
      path: ["currentPassword"],
      message: "Please enter your current password.",
    });
    expect(
      form.safeParse({ ...profile, email: "alex@example.org", currentPassword: "correct horse battery" }).success,
    ).toBe(true);
  });
});
