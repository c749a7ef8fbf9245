// @foyer/core public entry point. Keep sections; each area adds its exports in its own section.

// ── errors ──
export { type CatalogueEntry, errorCatalogue, errorCodes, type FoyerErrorCode, isFoyerErrorCode } from "./errors/catalogue.ts";
export { FoyerError } from "./errors/FoyerError.ts";

// ── constants and shared types ──
export * from "./constants.ts";
export type * from "./api/wire.ts";
export type * from "./types.ts";

// ── config (validation and resolution, spec 000 §5) ──

// ── api client ──

// ── session ──

// ── flows ──

// ── theme / format ──
