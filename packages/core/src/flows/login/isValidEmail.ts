/**
 * Client-side email check before a code is sent (spec 000 §2 "Email and phone input", §5).
 * Deliberately permissive (one "@", a dot in the domain, no spaces); the server has the last word.
 *
 * @example isValidEmail("ada@example.com") // true
 */
export function isValidEmail(email: string): boolean {
  const value = email.trim();
  if (value.length > 254) return false;
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
}
