import { CLIENT_HEADER, SDK_VERSION } from "../constants.ts";
import { FoyerError } from "../errors/FoyerError.ts";

/** How a call authenticates: "required" fails locally without a token; "optional" sends one when there is one. */
export type RequestAuth = "none" | "optional" | "required";

/** One call to /api/v1: method, path below /api/v1/, JSON body (already snake_case) and auth mode. */
export interface ApiRequest {
  method?: "GET" | "POST" | "DELETE";
  body?: unknown;
  auth?: RequestAuth;
  /** Extra headers (e.g. `foyer-mfa-token`); never overrides the app id or the bearer token. */
  headers?: Record<string, string>;
}

/** Sends one /api/v1 call and resolves with the parsed JSON answer (undefined for an empty body). */
export type RequestFn = <T>(path: string, init?: ApiRequest) => Promise<T>;

export interface RequestOptions {
  appId: string;
  /**
   * Origin (and optional base path) of the Foyer server, e.g. "http://localhost:8787"; a function is read
   * at each call (the app config's `custom_api_url` moves the calls after the first).
   */
  serverUrl: string | (() => string);
  fetch?: typeof fetch;
  getAccessToken?: () => Promise<string | null>;
  /** Clock for Retry-After dates (default Date.now). */
  now?: () => number;
}

/** Reads Retry-After (delta seconds or an HTTP date) as whole seconds, or null. */
function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null || value.trim() === "") return null;
  if (/^\s*\d+\s*$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Builds the request function every endpoint module uses: headers, JSON, bearer token, error mapping. */
export function createRequest(options: RequestOptions): RequestFn {
  const serverUrl = options.serverUrl;
  const baseOf = (url: string) => `${url.replace(/\/+$/, "")}/api/v1/`;
  const fixedBase = typeof serverUrl === "string" ? baseOf(serverUrl) : null;
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;

  return async <T>(path: string, init: ApiRequest = {}): Promise<T> => {
    const base = fixedBase ?? baseOf(typeof serverUrl === "function" ? serverUrl() : serverUrl);
    const auth = init.auth ?? "none";
    const headers: Record<string, string> = {
      ...init.headers,
      accept: "application/json",
      "foyer-app-id": options.appId,
      // The SDK version, reported to the server on every call (spec 000 §9).
      [CLIENT_HEADER]: `foyer-js:${SDK_VERSION}`,
    };
    if (auth !== "none") {
      const token = (await options.getAccessToken?.()) ?? null;
      if (token) headers.authorization = `Bearer ${token}`;
      else if (auth === "required") throw new FoyerError("must_be_authenticated");
    }
    let body: string | undefined;
    if (init.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(init.body);
    }

    let response: Response;
    let text: string;
    try {
      response = await doFetch(base + path, {
        method: init.method ?? (body === undefined ? "GET" : "POST"),
        headers,
        body,
      });
      text = await response.text();
    } catch (cause) {
      throw new FoyerError("unknown_auth_error", "Network request failed", { cause });
    }

    const parsed = text === "" ? undefined : parseJson(text);
    if (!response.ok) {
      const error = FoyerError.fromResponse(response.status, parsed ?? text);
      // One spelling (errors/ErrorDetails.ts): the Retry-After header fills `retry_after` when the body
      // lacks it (a proxy's 429, or a code that sends the header only).
      const retryAfter = parseRetryAfter(response.headers.get("retry-after"), now());
      if (retryAfter === null || typeof error.details?.retry_after === "number") throw error;
      throw new FoyerError(error.code, error.shortMessage, {
        status: response.status,
        details: { ...error.details, retry_after: retryAfter },
      });
    }
    if (text !== "" && parsed === undefined) {
      throw new FoyerError("unknown_auth_error", "The server answered with invalid JSON", {
        status: response.status,
      });
    }
    return parsed as T;
  };
}
