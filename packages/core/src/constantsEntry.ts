// @foyer/core/constants: every timing and limit of the specifications, named once.
export * from "./constants.ts";
