import { FoyerError } from "@foyer/core";
import { z } from "zod";
import type { CreateChannelRequest, FarcasterRelay, RelayChannel, RelayStatus } from "./FarcasterRelay.ts";

/** A relay that does not answer within this time is treated as down. */
const RELAY_TIMEOUT_MS = 10_000;

const channelAnswer = z.object({
  channelToken: z.string().min(1).max(512),
  // Older relays answer only `url`; newer ones both (same value).
  url: z.string().min(1).max(4_096).optional(),
  connectUri: z.string().min(1).max(4_096).optional(),
  nonce: z.string().min(1).max(256),
});
const optionalText = z
  .string()
  .max(2_048)
  .nullish()
  .transform((value) => value ?? null);
const statusAnswer = z.discriminatedUnion("state", [
  z.object({ state: z.literal("pending"), nonce: z.string() }),
  z.object({
    state: z.literal("completed"),
    nonce: z.string(),
    message: z.string().min(1).max(8_192),
    signature: z.string().min(1).max(8_192),
    fid: z.number().int().positive(),
    username: optionalText,
    displayName: optionalText,
    bio: optionalText,
    pfpUrl: optionalText,
  }),
]);

const unreachable = (cause: unknown) =>
  new FoyerError("unknown_auth_error", "Farcaster could not be reached.", { status: 502, cause });

/**
 * Client of a Farcaster Connect relay over HTTP (Farcaster's relay.farcaster.xyz, or any relay that speaks
 * its API): `POST /v1/channel` opens a channel, `GET /v1/channel/status` with the channel token as bearer
 * reads it (202 pending, 200 completed). A relay that fails or answers garbage is a 502 unknown_auth_error.
 */
export class HttpFarcasterRelay implements FarcasterRelay {
  readonly #baseUrl: string;
  readonly #fetch: typeof fetch;

  constructor(baseUrl: string, fetchImpl: typeof fetch = (input, init) => fetch(input, init)) {
    this.#baseUrl = baseUrl.replace(/\/+$/, "");
    this.#fetch = fetchImpl;
  }

  async createChannel(request: CreateChannelRequest): Promise<RelayChannel> {
    const body = await this.#call("/v1/channel", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ siweUri: request.siweUri, domain: request.domain, nonce: request.nonce }),
    });
    const parsed = channelAnswer.safeParse(body);
    const connectUri = parsed.success ? (parsed.data.connectUri ?? parsed.data.url) : undefined;
    if (!parsed.success || !connectUri) throw unreachable(parsed.error);
    return { channelToken: parsed.data.channelToken, connectUri, nonce: parsed.data.nonce };
  }

  async status(channelToken: string): Promise<RelayStatus | null> {
    const body = await this.#call("/v1/channel/status", {
      headers: { authorization: `Bearer ${channelToken}` },
    });
    if (body === null) return null;
    const parsed = statusAnswer.safeParse(body);
    if (!parsed.success) throw unreachable(parsed.error);
    return parsed.data;
  }

  /** The JSON answer; null for 401/404 (unknown channel). */
  async #call(path: string, init: RequestInit): Promise<unknown> {
    let response: Response;
    try {
      response = await this.#fetch(`${this.#baseUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(RELAY_TIMEOUT_MS),
      });
    } catch (error) {
      throw unreachable(error);
    }
    if (response.status === 401 || response.status === 404) return null;
    if (!response.ok) throw unreachable(new Error(`relay answered ${response.status} on ${path}`));
    try {
      return await response.json();
    } catch (error) {
      throw unreachable(error);
    }
  }
}
