// @foyer/core/api/answers: the server's sign-in and user answers as the client's AuthResult and User, without the
// @foyer/core/api barrel, whose re-exports would put the API client's files on the importer's path (issue 19).
export { toAuthResult } from "./api/toAuthResult.ts";
export { userFromBody } from "./api/userFromBody.ts";
