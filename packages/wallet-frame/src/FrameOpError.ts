import type { WalletFrameErrorBody, WalletProxyErrorType } from "@foyer/core";

/** A frame operation's refusal, answered to the host as this wallet-proxy error body. */
export class FrameOpError extends Error {
  constructor(readonly body: WalletFrameErrorBody) {
    super(body.message);
  }
}

export function fail(
  type: WalletProxyErrorType,
  code: WalletFrameErrorBody["code"],
  message: string,
  details?: Record<string, unknown>,
): never {
  throw new FrameOpError({ type, code, message, ...(details ? { details } : {}) });
}

export function requireString(value: unknown, name: string): string {
  if (typeof value !== "string" || value.length === 0)
    fail("invalid_request_arguments", "invalid_data", `${name} is required`);
  return value;
}
