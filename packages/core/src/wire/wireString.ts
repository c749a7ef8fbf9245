import { z } from "zod";

/**
 * True when `text` is well-formed UTF-16 without NUL: no U+0000 (PostgreSQL text cannot hold it) and no
 * lone or reversed surrogate (PostgreSQL and JSON.stringify fail on them). The one rule every string
 * that reaches the server passes, whatever the route.
 */
export function isWireText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit === 0) return false;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return false;
    }
  }
  return true;
}

const WIRE_TEXT_MESSAGE = "Text must not contain NUL characters or unpaired surrogates";

/**
 * The string building block of the wire contract: every string field of a request is one of these
 * (with its own length cap), so NUL bytes and lone surrogates are refused as 400 invalid_data.
 *
 * @example const body = z.object({ nonce: wireString().min(1).max(128) });
 */
export function wireString(): z.ZodString {
  return z.string().check(z.refine(isWireText, WIRE_TEXT_MESSAGE));
}
