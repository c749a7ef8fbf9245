import type { EmbeddedChainType, EntropyIdVerifier } from "@foyer/core";
import { fail } from "./FrameOpError.ts";

// The wallet arguments of a host's request, checked before any share is fetched or key derived: a value
// outside these answers invalid_request_arguments.

export function requireVerifier(value: unknown): EntropyIdVerifier {
  if (value !== "ethereum-address-verifier" && value !== "solana-address-verifier") {
    fail("invalid_request_arguments", "invalid_data", "entropyIdVerifier is invalid");
  }
  return value;
}

export function requireChain(value: unknown): EmbeddedChainType {
  if (value !== "ethereum" && value !== "solana")
    fail("invalid_request_arguments", "invalid_data", "chainType is invalid");
  return value;
}

export function requireIndex(value: unknown): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > 0x7fffffff) {
    fail("invalid_request_arguments", "invalid_data", "hdWalletIndex is invalid");
  }
  return value;
}
