/**
 * A spreadsheet opens a cell that starts with = + - @ (or a tab or carriage return) as a formula:
 * such a cell gets a leading apostrophe, so it is shown as the text that was typed (OWASP "CSV injection").
 * Every CSV the shop hands out (staff's orders, vendors' statements) writes its cells through this.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
