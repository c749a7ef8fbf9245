import { z } from "zod";
import { settingsSlice } from "./AppSettings.ts";

/** The cloud recovery plugin's keys of `apps.settings`. */
export const recoveryAppSettings = settingsSlice({
  /** Google OAuth client with the drive.appdata scope; CloudKit container. */
  recovery_oauth: z
    .object({
      google: z.object({ client_id: z.string().min(1), client_secret: z.string().min(1) }).optional(),
      icloud: z
        .object({
          container: z.string().min(1),
          environment: z.enum(["development", "production"]).default("production"),
          api_token: z.string().min(1),
          base_url: z.url().optional(),
        })
        .optional(),
    })
    .optional(),
});
