// @foyer/core/server: what your own server uses to read Foyer sessions (no React, no DOM; Node, edge runtimes).
export {
  createFoyerJwks,
  type FoyerRequestLike,
  type FoyerRequestSession,
  type FoyerVerifyOptions,
  verifyFoyerRequest,
} from "./server/verifyFoyerRequest.ts";
