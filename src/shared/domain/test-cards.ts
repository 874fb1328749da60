/**
 * Test mode's card (PRODUCT.md "Money"): the checks Stripe's card form makes, with Stripe's wording,
 * run the same way in the browser (before asking) and on the server (which decides), and what Stripe's
 * public test card numbers do.
 */
export interface CardDetails {
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
  nameOnCard?: string;
}
export type CardField = keyof CardDetails;

export const CARD_MESSAGES = {
  numberIncomplete: "Your card number is incomplete.",
  numberInvalid: "Your card number is invalid.",
  expiryIncomplete: "Your card's expiry date is incomplete.",
  expiryMonth: "Your card's expiry month is invalid.",
  expiryPast: "Your card's expiry year is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  nameMissing: "Please enter the name on the card.",
  notATestCard: "In test mode, use one of Stripe's test card numbers, such as 4242 4242 4242 4242.",
} as const;

export function cardDigits(value: string | undefined): string {
  return (value ?? "").replace(/[\s-]/g, "");
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** What is wrong with a card as typed, field by field (empty when it may be sent). */
export function cardProblems(
  card: CardDetails,
  now: Date,
  options: { requireName?: boolean } = {},
): Partial<Record<CardField, string>> {
  const problems: Partial<Record<CardField, string>> = {};
  if (options.requireName && (card.nameOnCard ?? "").trim().length < 2) problems.nameOnCard = CARD_MESSAGES.nameMissing;
  const digits = cardDigits(card.cardNumber);
  if (!/^\d{13,19}$/.test(digits))
    problems.cardNumber = /^\d*$/.test(digits) ? CARD_MESSAGES.numberIncomplete : CARD_MESSAGES.numberInvalid;
  else if (!luhnValid(digits)) problems.cardNumber = CARD_MESSAGES.numberInvalid;
  const expiry = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec((card.expiry ?? "").trim());
  if (!expiry) {
    problems.expiry = CARD_MESSAGES.expiryIncomplete;
  } else {
    const month = Number(expiry[1]);
    const year = Number(expiry[2]!.length === 2 ? `20${expiry[2]}` : expiry[2]);
    if (month < 1 || month > 12) problems.expiry = CARD_MESSAGES.expiryMonth;
    else if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
      problems.expiry = CARD_MESSAGES.expiryPast;
  }
  if (!/^\d{3,4}$/.test((card.cvc ?? "").trim())) problems.cvc = CARD_MESSAGES.cvcIncomplete;
  return problems;
}

/** Stripe's public test cards that test mode understands, and their outcome. */
export const STRIPE_TEST_CARDS: readonly {
  number: string;
  brand: string;
  outcome: "pays" | "declined";
  message?: string;
  renewalsFail?: boolean;
  hint?: string;
}[] = [
  { number: "4242424242424242", brand: "Visa", outcome: "pays", hint: "pays" },
  { number: "4000056655665556", brand: "Visa (debit)", outcome: "pays" },
  { number: "5555555555554444", brand: "Mastercard", outcome: "pays" },
  { number: "2223003122003222", brand: "Mastercard", outcome: "pays" },
  { number: "378282246310005", brand: "American Express", outcome: "pays" },
  { number: "4000000000000341", brand: "Visa", outcome: "pays", renewalsFail: true },
  {
    number: "4000000000000002",
    brand: "Visa",
    outcome: "declined",
    message: "Your card was declined.",
    hint: "declined",
  },
  {
    number: "4000000000009995",
    brand: "Visa",
    outcome: "declined",
    message: "Your card has insufficient funds.",
    hint: "insufficient funds",
  },
  { number: "4000000000009987", brand: "Visa", outcome: "declined", message: "Your card was declined." },
  { number: "4000000000000069", brand: "Visa", outcome: "declined", message: "Your card has expired." },
  {
    number: "4000000000000127",
    brand: "Visa",
    outcome: "declined",
    message: "Your card's security code is incorrect.",
  },
  {
    number: "4000000000000119",
    brand: "Visa",
    outcome: "declined",
    message: "An error occurred while processing your card. Try again in a little bit.",
  },
];

/** "4242424242424242" → "4242 4242 4242 4242" (Amex 4-6-5). */
export function groupCardNumber(digits: string): string {
  if (/^3[47]/.test(digits))
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(" ");
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}
