/** Thrown inside a JSON-RPC method: becomes the answer's `error` member (code, message, data). */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}
