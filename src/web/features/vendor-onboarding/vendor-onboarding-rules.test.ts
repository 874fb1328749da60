import { vendorApplicationFormSchema, vendorApplicationSchema } from "@shared/schemas/vendor-application";
import { describe, expect, it } from "vitest";
import { APPLICATION_FIELDS, signedInVendorDestination, toApplicationPayload } from "./vendor-onboarding-rules";

const filledIn = {
  businessName: "Petal & Stem",
  contactName: "Mia Tran",
  email: "Hello@PetalAndStem.com.au",
  phone: "0400 123 456",
  password: "bunches-of-joy",
  confirmPassword: "bunches-of-joy",
  website: "petalandstem.com.au",
  instagramHandle: "@petalandstem",
  tiktokHandle: "",
  businessAddress: "12 Smith Street",
  suburb: "Fitzroy",
  state: "VIC",
  postcode: "3065",
  businessType: "florist",
  serviceArea: "3065, 3066, Collingwood",
  description: "Seasonal bunches from a small Fitzroy studio.",
  agreeTerms: true,
} as const;

describe("the application payload", () => {
  const checked = vendorApplicationFormSchema.parse(filledIn);
  const payload = toApplicationPayload(checked);

  it("is the checked form without confirmPassword", () => {
    expect(payload).not.toHaveProperty("confirmPassword");
    expect(Object.keys(payload).sort()).toEqual(Object.keys(vendorApplicationSchema.shape).sort());
  });

  it("is what the server accepts, with the schema's clean-ups (https://, no @, blank → null)", () => {
    expect(vendorApplicationSchema.parse(payload)).toEqual(payload);
    expect(payload).toMatchObject({
      email: "hello@petalandstem.com.au",
      website: "https://petalandstem.com.au",
      instagramHandle: "petalandstem",
      tiktokHandle: null,
      agreeTerms: true,
    });
  });

  it("names every field of the form, the confirmation included", () => {
    expect([...APPLICATION_FIELDS].sort()).toEqual(Object.keys(filledIn).sort());
  });
});

describe("an already signed-in visitor at /vendor-signin", () => {
  it("goes straight to the portal when a vendor", () => {
    expect(signedInVendorDestination({ role: "vendor" })).toBe("/for-vendors");
  });
  it.each([["customer"], ["admin"]] as const)("sees the sign-in form when a %s", (role) => {
    expect(signedInVendorDestination({ role })).toBeNull();
  });
  it("sees the sign-in form when signed out or still loading", () => {
    expect(signedInVendorDestination(null)).toBeNull();
    expect(signedInVendorDestination(undefined)).toBeNull();
  });
});
