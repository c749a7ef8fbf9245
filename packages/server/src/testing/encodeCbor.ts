/** Values the test CBOR encoder handles: what WebAuthn attestation objects and COSE keys are made of. */
export type CborValue = number | string | Uint8Array | CborValue[] | Map<CborValue, CborValue>;

/** Major type + argument head (RFC 8949 §3): the argument inline below 24, else in 1, 2 or 4 bytes. */
function head(major: number, argument: number): Uint8Array {
  const type = major << 5;
  if (argument < 24) return Uint8Array.of(type | argument);
  if (argument < 0x100) return Uint8Array.of(type | 24, argument);
  if (argument < 0x10000) return Uint8Array.of(type | 25, argument >> 8, argument & 0xff);
  const out = new Uint8Array(5);
  out[0] = type | 26;
  new DataView(out.buffer).setUint32(1, argument);
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Minimal CBOR encoder for tests (the software authenticator): unsigned and negative integers up to 32
 * bits, byte strings, text strings, arrays and maps (insertion order, which is canonical for the small
 * integer- and text-keyed maps WebAuthn uses when callers list keys in order).
 */
export function encodeCbor(value: CborValue): Uint8Array {
  if (typeof value === "number") {
    if (!Number.isInteger(value) || Math.abs(value) > 0xffffffff) throw new Error(`unsupported number ${value}`);
    return value >= 0 ? head(0, value) : head(1, -1 - value);
  }
  if (typeof value === "string") {
    const bytes = new TextEncoder().encode(value);
    return concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return concat([head(2, value.length), value]);
  if (Array.isArray(value)) return concat([head(4, value.length), ...value.map(encodeCbor)]);
  const entries = [...value.entries()].flatMap(([k, v]) => [encodeCbor(k), encodeCbor(v)]);
  return concat([head(5, value.size), ...entries]);
}
