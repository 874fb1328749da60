/** How the card forms format what is typed: the number in groups, the expiry as MM/YY, the CVC as digits. */

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
