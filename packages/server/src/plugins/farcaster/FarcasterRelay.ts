/** What the app asks a relay for: a channel the user's Farcaster app will answer with a signed message. */
export interface CreateChannelRequest {
  /** The URI the message will name (an allowed origin of the app). */
  siweUri: string;
  /** Its host[:port], the message's domain. */
  domain: string;
  /** The server's single-use nonce; the relay must use it, not one of its own. */
  nonce: string;
}

export interface RelayChannel {
  /** Secret of the channel: whoever holds it can read the answer. */
  channelToken: string;
  /** What the user opens (QR code or link) in their Farcaster app. */
  connectUri: string;
  nonce: string;
}

/** The signed answer and the profile the Farcaster app sent along (the profile is not signed). */
export interface RelayCompletion {
  message: string;
  signature: string;
  fid: number;
  username: string | null;
  displayName: string | null;
  bio: string | null;
  pfpUrl: string | null;
}

export type RelayStatus =
  | { state: "pending"; nonce: string }
  | ({ state: "completed"; nonce: string } & RelayCompletion);

/**
 * A Farcaster Connect relay: Farcaster's own (HttpFarcasterRelay) in production, the in-process stand-in
 * (dev/DevFarcasterRelay.ts) in development. `context.serverOrigin` is where this server is reached; only the
 * stand-in needs it, to point its connect URI at its own approval page.
 */
export interface FarcasterRelay {
  createChannel(request: CreateChannelRequest, context: { serverOrigin: string }): Promise<RelayChannel>;
  /** null when the relay does not know the channel (never created, or expired). */
  status(channelToken: string): Promise<RelayStatus | null>;
}
