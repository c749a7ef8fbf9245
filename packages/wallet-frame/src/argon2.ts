// Argon2id alone: a chunk of its own in the frame's bundle (argon2-<hash>.js), imported on the first recovery
// password (shareEncryption.ts), so that hash-wasm stays out of the frame's first load.
export { argon2id } from "hash-wasm";
