// Argon2id alone: the frame's bundle builds this file as a script of its own (argon2-<hash>.js), loaded on
// the first recovery password (shareEncryption.ts), so that hash-wasm stays out of the frame's first load.
export { argon2id } from "hash-wasm";
