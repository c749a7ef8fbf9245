import type { WireAppConfig } from "@foyer/core";

/**
 * An app declared in foyer.config.json or passed in options: the snake_case fields of the public app
 * configuration (any subset; defaults fill the rest) plus the origins allowed to call the API for it.
 */
export type AppSeed = { id: string; name?: string; allowed_origins?: string[] } & Partial<
  Omit<WireAppConfig, "id" | "name">
>;
