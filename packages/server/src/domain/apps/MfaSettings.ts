import { z } from "zod";
import { settingsSlice } from "./AppSettings.ts";

/** The MFA plugin's keys of `apps.settings`. */
export const mfaAppSettings = settingsSlice({
  /** Forces MFA on embedded-wallet use: key-using wallet routes need an `mfa/verify` token. */
  mfa_required: z.boolean().optional(),
});
