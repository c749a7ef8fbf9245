import { z } from "zod";
import { settingsSlice } from "../../domain/apps/AppSettings.ts";

/** The guest plugin's keys of `apps.settings`. */
export const guestAppSettings = settingsSlice({
  /** Allows `guest/authenticate`. Default false; true for the development app. */
  guest_accounts_enabled: z.boolean().optional(),
});
