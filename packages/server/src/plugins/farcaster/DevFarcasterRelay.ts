import { randomUUID } from "node:crypto";
import type {
  CreateChannelRequest,
  FarcasterRelay,
  RelayChannel,
  RelayCompletion,
  RelayStatus,
} from "./FarcasterRelay.ts";

/** Channels live as long as on Farcaster's relay. */
const CHANNEL_TTL_MS = 60 * 60_000;

/** One open channel of the stand-in. */
export interface DevChannel extends CreateChannelRequest {
  channelToken: string;
  createdAt: number;
  completion: RelayCompletion | null;
}

/**
 * Development stand-in for Farcaster's Connect relay, in memory: the server uses it in-process, and
 * farcasterStandInRoutes serves the same API over HTTP plus the page where the user approves. Its connect
 * URI points at that page on this server instead of the Farcaster app.
 */
export class DevFarcasterRelay implements FarcasterRelay {
  readonly #channels = new Map<string, DevChannel>();
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  async createChannel(request: CreateChannelRequest, context: { serverOrigin: string }): Promise<RelayChannel> {
    this.#prune();
    const channelToken = randomUUID();
    this.#channels.set(channelToken, { ...request, channelToken, createdAt: this.#now(), completion: null });
    const query = new URLSearchParams({
      channelToken,
      nonce: request.nonce,
      siweUri: request.siweUri,
      domain: request.domain,
    });
    return { channelToken, connectUri: `${context.serverOrigin}/dev/farcaster/connect?${query}`, nonce: request.nonce };
  }

  async status(channelToken: string): Promise<RelayStatus | null> {
    const channel = this.channel(channelToken);
    if (!channel) return null;
    if (!channel.completion) return { state: "pending", nonce: channel.nonce };
    return { state: "completed", nonce: channel.nonce, ...channel.completion };
  }

  /** The live channel, or null. */
  channel(channelToken: string): DevChannel | null {
    const channel = this.#channels.get(channelToken);
    if (!channel || channel.createdAt + CHANNEL_TTL_MS <= this.#now()) return null;
    return channel;
  }

  /** Stores the Farcaster app's answer; false when the channel is unknown or already answered. */
  complete(channelToken: string, completion: RelayCompletion): boolean {
    const channel = this.channel(channelToken);
    if (!channel || channel.completion) return false;
    channel.completion = completion;
    return true;
  }

  #prune(): void {
    for (const [token, channel] of this.#channels) {
      if (channel.createdAt + CHANNEL_TTL_MS <= this.#now()) this.#channels.delete(token);
    }
  }
}
