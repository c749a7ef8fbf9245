// The shared field schemas live in the wire contract (@foyer/core/contract), where the client reads their
// types too; re-exported here for the server's routes.
export { captchaTokenSchema, codeSchema, emailSchema, refreshTokenSchema } from "@foyer/core/contract";
