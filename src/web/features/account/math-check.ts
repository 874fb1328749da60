/**
 * The registration "security check" (spec §5): the sum of two random whole numbers from 1 to 20,
 * checked in the browser only. The real defence is the server's rate limit (PRODUCT.md).
 */
export interface MathQuestion {
  a: number;
  b: number;
}

export const MATH_MIN = 1;
export const MATH_MAX = 20;

/** A whole number in MATH_MIN..MATH_MAX from a `random()` returning [0, 1) like Math.random. */
function pick(random: () => number): number {
  const value = MATH_MIN + Math.floor(random() * (MATH_MAX - MATH_MIN + 1));
  return Math.min(MATH_MAX, Math.max(MATH_MIN, value));
}

export function makeQuestion(random: () => number = Math.random): MathQuestion {
  return { a: pick(random), b: pick(random) };
}

export function questionText({ a, b }: MathQuestion): string {
  return `What is ${a} + ${b}?`;
}

/** True only for a plain whole-number answer equal to a + b ("  12 " counts, "12.0" or "twelve" do not). */
export function isCorrect(question: MathQuestion, answer: string): boolean {
  const trimmed = answer.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return false;
  return Number(trimmed) === question.a + question.b;
}
