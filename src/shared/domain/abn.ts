/**
 * Australian Business Numbers: 11 digits whose weighted sum (the first digit less one) is a multiple of
 * 89, the check the Australian Business Register publishes. Catches a mistyped digit before it is
 * printed on a vendor's statement.
 */
const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

export const ABN_MESSAGE = "Please enter a valid 11-digit ABN, e.g. 51 824 753 556";

/** The ABN's 11 digits, whatever spaces it was written with; null when it is not 11 digits. */
export function abnDigits(value: string): string | null {
  const digits = value.replace(/\s+/g, "");
  return /^\d{11}$/.test(digits) ? digits : null;
}

export function isValidAbn(value: string): boolean {
  const digits = abnDigits(value);
  if (!digits) return false;
  const sum = [...digits].reduce((total, digit, i) => total + (Number(digit) - (i === 0 ? 1 : 0)) * WEIGHTS[i]!, 0);
  return sum % 89 === 0;
}

/** "51 824 753 556": how an ABN is written on documents. */
export function formatAbn(value: string): string {
  const digits = abnDigits(value);
  return digits ? `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}` : value;
}
