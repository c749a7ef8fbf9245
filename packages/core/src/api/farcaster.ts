import type {
  FarcasterAuthenticateBody,
  FarcasterInitBody,
  FarcasterLinkBody,
  FarcasterStatusBody,
  FarcasterUnlinkBody,
} from "../contract/farcaster.ts";
import type { TransferBody } from "../contract/passwordless.ts";
import type { AuthResult, User } from "../types.ts";
import type { RequestFn } from "./createRequest.ts";
import { toAuthResult } from "./toAuthResult.ts";
import { userFromBody, type WireUserBody } from "./userFromBody.ts";
import type { LoginMode, WireAuthResponse } from "./wire.ts";

/** An open Sign In With Farcaster request: show `connectUri` (QR code or link), poll with `channelToken`. */
export interface FarcasterChannel {
  channelToken: string;
  connectUri: string;
}

/** The signed message the user's Farcaster app returned, and the profile it sent along. */
export interface FarcasterSignature {
  message: string;
  signature: string;
  fid: number;
  username: string | null;
  displayName: string | null;
  pfpUrl: string | null;
  bio: string | null;
}

export type FarcasterStatus = { state: "pending" } | ({ state: "completed" } & FarcasterSignature);

/** What authenticate and link send: the signed message, and the channel it came through (for the profile). */
export interface FarcasterProof {
  message: string;
  signature: string;
  fid: number;
  channelToken?: string;
}

interface WireFarcasterStatus {
  state: "pending" | "completed";
  message?: string;
  signature?: string;
  fid?: number;
  username?: string | null;
  display_name?: string | null;
  pfp_url?: string | null;
  bio?: string | null;
}

/** Calls of the `farcaster` group. */
export interface FarcasterApi {
  /** Opens a relay channel (server nonce inside). */
  init(input?: { captchaToken?: string }): Promise<FarcasterChannel>;
  /** Pending until the user approved in their Farcaster app. */
  status(input: { channelToken: string }): Promise<FarcasterStatus>;
  /** Signs in (or up, unless mode is "no-signup") with the signed message. */
  authenticate(input: FarcasterProof & { mode?: LoginMode }): Promise<AuthResult>;
  /** Links the Farcaster account to the signed-in user. */
  link(input: FarcasterProof): Promise<User>;
  /** Removes the Farcaster account with this fid from the signed-in user. */
  unlink(input: { fid: number }): Promise<User>;
  /** Moves the account named by a 409 `account_transfer_required` (its `nonce`) to the signed-in user. */
  transfer(input: { nonce: string }): Promise<User>;
}

// Bodies are typed by the server's own schemas (the wire contract): a renamed field fails to compile.
const proofBody = (input: FarcasterProof): FarcasterLinkBody => ({
  message: input.message,
  signature: input.signature,
  fid: input.fid,
  ...(input.channelToken ? { channel_token: input.channelToken } : {}),
});

/** Builds the `farcaster` endpoint group. */
export function createFarcasterApi(request: RequestFn): FarcasterApi {
  return {
    async init(input = {}) {
      const body: FarcasterInitBody = input.captchaToken ? { captcha_token: input.captchaToken } : {};
      const answer = await request<{ channel_token: string; connect_uri: string }>("farcaster/init", {
        method: "POST",
        body,
      });
      return { channelToken: answer.channel_token, connectUri: answer.connect_uri };
    },
    async status({ channelToken }) {
      const answer = await request<WireFarcasterStatus>("farcaster/status", {
        method: "POST",
        body: { channel_token: channelToken } satisfies FarcasterStatusBody,
      });
      if (answer.state !== "completed") return { state: "pending" };
      return {
        state: "completed",
        message: answer.message ?? "",
        signature: answer.signature ?? "",
        fid: answer.fid ?? 0,
        username: answer.username ?? null,
        displayName: answer.display_name ?? null,
        pfpUrl: answer.pfp_url ?? null,
        bio: answer.bio ?? null,
      };
    },
    async authenticate(input) {
      const body: FarcasterAuthenticateBody =
        input.mode === undefined ? proofBody(input) : { ...proofBody(input), mode: input.mode };
      return toAuthResult(await request<WireAuthResponse>("farcaster/authenticate", { method: "POST", body }));
    },
    link: async (input) =>
      userFromBody(
        await request<WireUserBody>("farcaster/link", { method: "POST", body: proofBody(input), auth: "required" }),
      ),
    unlink: async ({ fid }) =>
      userFromBody(
        await request<WireUserBody>("farcaster/unlink", {
          method: "POST",
          body: { fid } satisfies FarcasterUnlinkBody,
          auth: "required",
        }),
      ),
    transfer: async ({ nonce }) =>
      userFromBody(
        await request<WireUserBody>("farcaster/transfer", {
          method: "POST",
          body: { nonce } satisfies TransferBody,
          auth: "required",
        }),
      ),
  };
}
