import { z } from "zod";
import { settingsSlice } from "../../domain/apps/AppSettings.ts";

/** The SMS plugin's keys of `apps.settings` (the Twilio account itself is the core's: Delivery sends). */
export const smsAppSettings = settingsSlice({
  /**
   * ISO 3166 regions whose phone numbers get SMS/WhatsApp codes. Absent: every geographic region;
   * non-geographic numbers (+800, +870, ...) are never served.
   */
  sms_allowed_regions: z.array(z.string().regex(/^[A-Z]{2}$/)).optional(),
});
