// @foyer/react/server: reading the signed-in user on the server (Next.js server components, route handlers,
// middleware). Not a client module: it never runs in the browser. Same as @foyer/core/server.
export {
  createFoyerJwks,
  type FoyerRequestLike,
  type FoyerRequestSession,
  type FoyerVerifyOptions,
  verifyFoyerRequest,
} from "@foyer/core/server";
