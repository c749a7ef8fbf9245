import { z } from "zod";

// The `analytics` group: POST analytics_events.

/** Payloads are small property bags; anything bigger is a misuse (or an attempt to fill the disk). */
export const ANALYTICS_PAYLOAD_MAX_BYTES = 8_192;

export const analyticsEventBody = z.object({
  event_name: z.string().min(1).max(128),
  client_id: z.string().max(128).nullish(),
  payload: z
    .record(z.string(), z.unknown())
    .optional()
    .refine((payload) => payload === undefined || JSON.stringify(payload).length <= ANALYTICS_PAYLOAD_MAX_BYTES, {
      message: `payload larger than ${ANALYTICS_PAYLOAD_MAX_BYTES} bytes`,
    }),
});

export type AnalyticsEventBody = z.input<typeof analyticsEventBody>;
