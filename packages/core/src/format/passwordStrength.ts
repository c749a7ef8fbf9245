import {
  GENERATED_PASSWORD_ITEMS,
  PASSWORD_ENTROPY_DIVISOR,
  PASSWORD_MIN_LENGTH,
  PASSWORD_STRENGTH_MEDIUM,
  PASSWORD_STRENGTH_STRONG,
  PASSWORD_VARIETY_MIN_LENGTH,
  PASSWORD_VARIETY_WEIGHT,
} from "../constants.ts";

/**
 * Recovery password rules of spec 001 §5 and §9: validation (minimum length, allowed characters) and the
 * strength label shown under the field. Pure functions: the screens render their answers.
 */

/** The symbols allowed besides ASCII letters and digits (spec 001 §5). */
export const PASSWORD_ALLOWED_SYMBOLS = "!@#$%^&*()-_+.";

export type PasswordStrengthLabel = "Weak" | "Medium" | "Strong";

function isLower(c: string): boolean {
  return c >= "a" && c <= "z";
}
function isUpper(c: string): boolean {
  return c >= "A" && c <= "Z";
}
function isDigit(c: string): boolean {
  return c >= "0" && c <= "9";
}
function isAllowedSymbol(c: string): boolean {
  return PASSWORD_ALLOWED_SYMBOLS.includes(c);
}
function isAllowed(c: string): boolean {
  return isLower(c) || isUpper(c) || isDigit(c) || isAllowedSymbol(c);
}

/**
 * The validation message for a password, or null when it is valid. Empty counts as too short; the
 * offending characters are listed once each in order of appearance, a space shown as SPACE.
 *
 * @example validatePassword("abc") // "Password must be at least 6 characters"
 */
export function validatePassword(password: string): string | null {
  // Iterate by code point so an emoji is reported as one character, not two surrogate halves.
  const chars = Array.from(password);
  if (chars.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  const offending: string[] = [];
  for (const c of chars) {
    if (isAllowed(c)) continue;
    const shown = c === " " ? "SPACE" : c;
    if (!offending.includes(shown)) offending.push(shown);
  }
  if (offending.length > 0) return `Invalid characters used ( ${offending.join(", ")} )`;
  return null;
}

/**
 * Strength score in [0, 1] (spec 001 §5). It weighs a variety part (0.3) against an entropy-like part
 * (0.7): variety counts the classes used (lowercase, uppercase, digit, symbol) over 3, capped at 1, and is
 * 0 below 8 characters; the entropy-like part is length × log2(pool size) over 95 bits, capped at 1, where
 * the pool adds 26 per letter case, 10 for digits and 33 for symbols (95 printable ASCII characters).
 */
export function passwordStrengthScore(password: string): number {
  const chars = Array.from(password);
  if (chars.length === 0) return 0;
  const lower = chars.some(isLower);
  const upper = chars.some(isUpper);
  const digit = chars.some(isDigit);
  const symbol = chars.some(isAllowedSymbol);
  const classes = Number(lower) + Number(upper) + Number(digit) + Number(symbol);
  const variety = chars.length < PASSWORD_VARIETY_MIN_LENGTH ? 0 : Math.min(1, classes / 3);
  const pool = (lower ? 26 : 0) + (upper ? 26 : 0) + (digit ? 10 : 0) + (symbol ? 33 : 0);
  const entropy = pool === 0 ? 0 : Math.min(1, (chars.length * Math.log2(pool)) / PASSWORD_ENTROPY_DIVISOR);
  return PASSWORD_VARIETY_WEIGHT * variety + (1 - PASSWORD_VARIETY_WEIGHT) * entropy;
}

/**
 * Weak / Medium (score above 0.5) / Strong (score above 0.9); an invalid password is always Weak.
 *
 * @example passwordStrength("Maple-Otter-Quartz-Lantern") // "Strong"
 */
export function passwordStrength(password: string): PasswordStrengthLabel {
  if (validatePassword(password) !== null) return "Weak";
  const score = passwordStrengthScore(password);
  if (score > PASSWORD_STRENGTH_STRONG) return "Strong";
  if (score > PASSWORD_STRENGTH_MEDIUM) return "Medium";
  return "Weak";
}

/**
 * The strength line under the field: '--' before the field is touched, then the label. Typing is a touch:
 * the label follows each keystroke rather than waiting for the field to lose focus (issue 18).
 */
export function passwordStrengthText(password: string, touched: boolean): string {
  return `Password Strength: ${touched || password !== "" ? passwordStrength(password) : "--"}`;
}

/** Words for generated passwords: short, unambiguous, easy to write down. */
const WORDS = [
  "acorn",
  "amber",
  "anchor",
  "apple",
  "arrow",
  "aspen",
  "badge",
  "basil",
  "beacon",
  "birch",
  "bison",
  "blossom",
  "boulder",
  "breeze",
  "bridge",
  "cactus",
  "candle",
  "canyon",
  "cedar",
  "cherry",
  "cinder",
  "clover",
  "cobalt",
  "comet",
  "copper",
  "coral",
  "cotton",
  "crane",
  "crystal",
  "dahlia",
  "delta",
  "dune",
  "eagle",
  "ember",
  "falcon",
  "fern",
  "fjord",
  "forest",
  "fossil",
  "garnet",
  "glacier",
  "granite",
  "harbor",
  "hazel",
  "heron",
  "island",
  "ivory",
  "jasper",
  "juniper",
  "kettle",
  "lagoon",
  "lantern",
  "lemon",
  "lilac",
  "linen",
  "lotus",
  "maple",
  "marble",
  "meadow",
  "meteor",
  "mint",
  "nectar",
  "nickel",
  "oasis",
  "ocean",
  "olive",
  "onyx",
  "orchid",
  "otter",
  "pebble",
  "pepper",
  "pine",
  "planet",
  "plum",
  "prairie",
  "quartz",
  "quill",
  "raven",
  "reef",
  "river",
  "robin",
  "saffron",
  "sage",
  "salmon",
  "sequoia",
  "shadow",
  "sierra",
  "silver",
  "sparrow",
  "spruce",
  "summit",
  "thistle",
  "thunder",
  "tiger",
  "timber",
  "topaz",
  "tulip",
  "tundra",
  "velvet",
  "violet",
  "walnut",
  "willow",
  "zephyr",
];

/**
 * A generated password of 4 items (spec 001 §5): capitalised words joined by "-", drawn with a CSPRNG by
 * rejection sampling (no modulo bias). Always valid and Strong.
 *
 * @example generatePassword() // "Maple-Otter-Quartz-Lantern"
 */
export function generatePassword(
  random: (buffer: Uint32Array) => Uint32Array = (b) => crypto.getRandomValues(b),
): string {
  const limit = Math.floor(0x1_0000_0000 / WORDS.length) * WORDS.length;
  const picked: string[] = [];
  const buffer = new Uint32Array(1);
  while (picked.length < GENERATED_PASSWORD_ITEMS) {
    const value = random(buffer)[0] ?? 0;
    if (value >= limit) continue;
    const word = WORDS[value % WORDS.length] ?? "word";
    picked.push(word[0]?.toUpperCase() + word.slice(1));
  }
  return picked.join("-");
}
