/**
 * The input rules every request passes, whatever route reads it (issue 13: "one shared rule, not per
 * route"). PostgreSQL refuses NUL in text and JSONB, and a lone surrogate cannot be encoded as UTF-8: both
 * must be refused as invalid input here rather than fail as a 500 in the database or JSON.stringify.
 */

/** Deepest JSON nesting any body may have (wallet RPC typed data, the deepest legitimate shape, is ~10). */
export const MAX_JSON_DEPTH = 64;

/** A lone high surrogate, or a low one without its high half (also catches reversed pairs). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string is refused: a NUL byte or a lone surrogate; null when it is fine. */
export function badStringReason(value: string): string | null {
  if (value.includes("\u0000")) return "must not contain NUL bytes";
  if (LONE_SURROGATE.test(value)) return "must not contain lone surrogates";
  return null;
}

/**
 * The first string (value or object key) of a parsed JSON value that breaks the string rule, as
 * `{ path, message }`; null when all are fine. Iterative: the depth is already capped, but a wide value
 * must not cost a deep call stack either.
 */
export function findBadString(value: unknown): { path: string; message: string } | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: "" }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as { value: unknown; path: string };
    if (typeof current === "string") {
      const reason = badStringReason(current);
      if (reason) return { path, message: `String ${reason}.` };
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        stack.push({ value: item, path: path ? `${path}.${index}` : String(index) });
      });
    } else if (current !== null && typeof current === "object") {
      for (const [key, item] of Object.entries(current)) {
        const reason = badStringReason(key);
        if (reason) return { path, message: `Key ${reason}.` };
        stack.push({ value: item, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return null;
}

/**
 * True when the raw JSON text nests arrays/objects deeper than `max`: a linear scan of the text, before
 * JSON.parse builds anything (a 10,000-deep payload costs no recursion anywhere).
 */
export function jsonDepthExceeds(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth++;
      if (depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth--;
    }
  }
  return false;
}
