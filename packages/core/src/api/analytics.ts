import type { AnalyticsEventBody } from "../contract/analytics.ts";
import { SDK_VERSION } from "../startupConstants.ts";
import type { RequestFn } from "./createRequest.ts";

/** Calls of the analytics group. */
export interface AnalyticsApi {
  /** `POST analytics_events`: records one event; sends the access token when signed in. */
  send(input: { eventName: string; clientId?: string; payload?: Record<string, unknown> }): Promise<void>;
}

/** Builds the analytics endpoint group. */
export function createAnalyticsApi(request: RequestFn): AnalyticsApi {
  return {
    async send({ eventName, clientId, payload }) {
      // Analytics carry the SDK version beside the event's own payload (spec 000 §9).
      const body: AnalyticsEventBody = {
        event_name: eventName,
        ...(clientId !== undefined ? { client_id: clientId } : {}),
        payload: { ...payload, sdk_version: SDK_VERSION },
      };
      await request("analytics_events", { method: "POST", body, auth: "optional" });
    },
  };
}
