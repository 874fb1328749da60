/** Formatting and light checks for the test-mode card form (the server decides the outcome). */

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, "");
}

/** American Express numbers start 34 or 37 and group 4-6-5. */
function isAmex(digits: string): boolean {
  return /^3[47]/.test(digits);
}

/** "4242424242424242" → "4242 4242 4242 4242"; Amex "378282246310005" → "3782 822463 10005". At most 19 digits. */
export function formatCardNumber(value: string): string {
  const digits = digitsOnly(value).slice(0, 19);
  if (isAmex(digits)) {
    const amex = digits.slice(0, 15);
    return [amex.slice(0, 4), amex.slice(4, 10), amex.slice(10)].filter(Boolean).join(" ");
  }
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/**
 * Typing an expiry: "1" → "1", "12" → "12/", "1234" → "12/34", "4" → "04/" (a month can't start with 4-9).
 * Deleting the slash (previous "12/", now "12") leaves "12" so backspace works.
 */
export function formatExpiry(value: string, previous = ""): string {
  let digits = digitsOnly(value).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  const deleting = value.length < previous.length;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export function formatCvc(value: string): string {
  return digitsOnly(value).slice(0, 4);
}

export interface TestCardValues {
  nameOnCard: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export type TestCardErrors = Partial<Record<keyof TestCardValues, string>>;

/** Catches what is plainly incomplete before asking the server; declines and bad numbers come from the server. */
export function validateTestCard(values: TestCardValues, now: Date = new Date()): TestCardErrors {
  const errors: TestCardErrors = {};
  if (values.nameOnCard.trim().length < 2) errors.nameOnCard = "Please enter the name on the card";
  const digits = digitsOnly(values.cardNumber);
  if (digits.length < 13) errors.cardNumber = "Please enter your card number";
  const expiry = /^(\d{2})\/(\d{2})$/.exec(values.expiry.trim());
  if (!expiry) {
    errors.expiry = "Please enter the expiry as MM/YY";
  } else {
    const month = Number(expiry[1]);
    const year = 2000 + Number(expiry[2]);
    if (month < 1 || month > 12) errors.expiry = "Please enter a month from 01 to 12";
    else if (year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1) errors.expiry = "This card has expired";
  }
  if (!/^\d{3,4}$/.test(values.cvc)) errors.cvc = "Please enter the 3 or 4 digit security code";
  return errors;
}

/** Stripe's public test cards that the test mode understands. */
export const TEST_CARDS = [
  { number: "4242 4242 4242 4242", outcome: "pays" },
  { number: "4000 0000 0000 0002", outcome: "declined" },
  { number: "4000 0000 0000 9995", outcome: "insufficient funds" },
] as const;
