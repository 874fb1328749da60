import { describe, expect, it } from "vitest";
import { composeAddress, registerFormSchema, registerSchema, usernameFromEmail } from "./auth";

const validForm = {
  fullName: "Alex Citizen",
  email: "Alex@Example.com",
  password: "correct horse battery",
  confirmPassword: "correct horse battery",
  phone: "0412 345 678",
  streetNumber: "12",
  streetName: "Wattle Street",
  aptUnitNumber: "",
  suburb: "Fitzroy",
  city: "Melbourne",
  state: "VIC",
  postcode: "3065",
  country: "Australia",
  securityAnswer: "7",
};

/** The message zod reports for a field path, or undefined. */
function messageFor(input: unknown, path: string) {
  const result = registerFormSchema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join(".") === path)?.message;
}

describe("registerFormSchema", () => {
  it("accepts a complete form, normalising the e-mail and empty optional fields", () => {
    const result = registerFormSchema.safeParse(validForm);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ email: "alex@example.com", aptUnitNumber: null, country: "Australia" });
  });

  it("says the passwords don't match, on confirmPassword", () => {
    expect(messageFor({ ...validForm, confirmPassword: "something else" }, "confirmPassword")).toBe(
      "Passwords don't match",
    );
  });

  it("asks to complete the security check when the answer is empty", () => {
    expect(messageFor({ ...validForm, securityAnswer: "" }, "securityAnswer")).toBe(
      "Please complete the security check",
    );
  });

  it.each([
    ["fullName", "A", "Full name must be at least 2 characters"],
    ["email", "nope", "Please enter a valid email address"],
    ["password", "short", "Password must be at least 8 characters"],
    ["phone", "123", "Please enter a valid phone number"],
    ["postcode", "30000", "Postcode must be 4 digits"],
    ["streetName", " ", "Street name is required"],
  ])("reports a bad %s with the spec's message", (field, value, message) => {
    expect(
      messageFor({ ...validForm, [field]: value, ...(field === "password" ? { confirmPassword: value } : {}) }, field),
    ).toBe(message);
  });

  it("is the server schema plus the two browser-only fields", () => {
    const formKeys = Object.keys(validForm).sort();
    const serverKeys = Object.keys(registerSchema.shape).filter((k) => k !== "username" && k !== "address");
    expect(formKeys).toEqual([...serverKeys, "confirmPassword", "securityAnswer"].sort());
  });
});

describe("usernameFromEmail", () => {
  it.each([
    ["jane.doe@example.com", "jane.doe"],
    ["JANE@example.com", "JANE"],
    ["first+tag@example.com.au", "first+tag"],
    ["no-at-sign", "no-at-sign"],
  ])("%s → %s", (email, username) => {
    expect(usernameFromEmail(email)).toBe(username);
  });
});

describe("composeAddress", () => {
  const full = {
    aptUnitNumber: "3",
    streetNumber: "12",
    streetName: "Wattle Street",
    suburb: "Fitzroy",
    city: "Melbourne",
    state: "VIC",
    postcode: "3065",
    country: "Australia",
  };

  it("joins every part on one line, unit first", () => {
    expect(composeAddress(full)).toBe("3/12 Wattle Street, Fitzroy, Melbourne, VIC 3065, Australia");
  });

  it("leaves out a missing unit", () => {
    expect(composeAddress({ ...full, aptUnitNumber: null })).toBe(
      "12 Wattle Street, Fitzroy, Melbourne, VIC 3065, Australia",
    );
  });

  it("does not repeat a city that is the suburb", () => {
    expect(
      composeAddress({
        ...full,
        aptUnitNumber: null,
        suburb: "Hobart",
        city: "Hobart",
        state: "TAS",
        postcode: "7000",
      }),
    ).toBe("12 Wattle Street, Hobart, TAS 7000, Australia");
  });

  it("skips empty and missing parts without stray commas", () => {
    expect(composeAddress({ streetName: "Wattle Street", state: "VIC", city: "", country: null })).toBe(
      "Wattle Street, VIC",
    );
    expect(composeAddress({ postcode: "3065" })).toBe("3065");
    expect(composeAddress({})).toBe("");
  });
});
