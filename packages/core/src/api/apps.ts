import type { RequestFn } from "./createRequest.ts";
import type { WireAppConfig } from "./wire.ts";

/** Calls of the `apps` group. */
export interface AppsApi {
  /** `GET apps/{appId}`: the app's public configuration. */
  get(): Promise<WireAppConfig>;
}

/** Builds the `apps` endpoint group. */
export function createAppsApi(request: RequestFn, appId: string): AppsApi {
  return {
    get: () => request<WireAppConfig>(`apps/${encodeURIComponent(appId)}`),
  };
}
