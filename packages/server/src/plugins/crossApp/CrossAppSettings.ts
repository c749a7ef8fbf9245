import { z } from "zod";
import { settingsSlice } from "../../domain/apps/AppSettings.ts";

/**
 * `settings.cross_app` of an app. As a requester: the provider apps whose accounts may sign in here. As a
 * provider: whether other apps may ask for its users (each requester must also list it).
 */
export const crossAppSettings = z.object({
  allowed_provider_app_ids: z.array(z.string().min(1).max(200)).default([]),
  provider_enabled: z.boolean().default(false),
});
export type CrossAppSettings = z.output<typeof crossAppSettings>;

/** The cross-app plugin's keys of `apps.settings`. */
export const crossAppAppSettings = settingsSlice({ cross_app: crossAppSettings.optional() });
