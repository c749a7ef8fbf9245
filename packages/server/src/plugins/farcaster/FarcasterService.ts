import { randomBytes } from "node:crypto";
import { FoyerError, type LoginMode } from "@foyer/core";
import { createPublicClient, type Hex, http, isAddress, recoverMessageAddress } from "viem";
import type { Database } from "../../db/Database.ts";
import type { AppRecord } from "../../domain/apps/AppService.ts";
import type { SignIn, SignInResult } from "../../domain/users/SignIn.ts";
import type { AccountKey, UserService } from "../../domain/users/UserService.ts";
import { checkSignInMessage, readEip4361Message, WALLET_NONCE_TTL_MS } from "../../security/checkSignInMessage.ts";
import type { Nonces } from "../../security/Nonces.ts";
import type { FarcasterRelay, RelayCompletion } from "./FarcasterRelay.ts";
import {
  DEFAULT_FARCASTER_ID_REGISTRY,
  DEFAULT_FARCASTER_RELAY_URL,
  DEFAULT_OPTIMISM_RPC_URL,
  farcasterAppSettings,
} from "./FarcasterSettings.ts";
import { HttpFarcasterRelay } from "./HttpFarcasterRelay.ts";
import { type IdRegistryLocation, readCustody } from "./readCustody.ts";

/** Sign In With Farcaster messages name OP Mainnet, where the IdRegistry lives (FIP-11). */
export const FARCASTER_CHAIN_ID = 10;
const NONCE_PURPOSE = "farcaster";
/** Channel tokens this server opened, so that status is no open proxy to the relay. */
const CHANNEL_PURPOSE = "farcaster_channel";
const FARCASTER_ACCOUNTS_PER_USER = 1;
const FID_RESOURCE = /^farcaster:\/\/fid\/([1-9]\d{0,19})$/;

/** A signed Sign In With Farcaster message as authenticate/link receive it. */
export interface FarcasterProof {
  message: string;
  signature: Hex;
  fid: number;
  /** The channel it came through: when given, the profile the relay holds for it is stored with the account. */
  channelToken?: string | undefined;
}

/** What the server needs from the dev stand-ins (null in production). */
export interface FarcasterDevTools {
  relay: FarcasterRelay;
  /** The local chain's IdRegistry (started on first use). */
  registry(): Promise<IdRegistryLocation>;
}

export interface FarcasterDeps {
  db: Database;
  nonces: Nonces;
  users: UserService;
  signIn: SignIn;
  now: () => number;
  dev: FarcasterDevTools | null;
}

export type FarcasterStatus = { state: "pending" } | ({ state: "completed" } & RelayCompletion);

interface VerifiedSiwf {
  fid: number;
  address: Hex;
  nonce: string;
}

const invalidMessage = (why: string) => new FoyerError("invalid_message", why);
const invalidCredentials = (why: string) => new FoyerError("invalid_credentials", why);

/**
 * Sign In With Farcaster (FIP-11). init takes a single-use server nonce (10 min) and opens a relay channel
 * with it for one of the app's allowed origins; the user's Farcaster app signs a SIWE message with the fid's
 * custody key and posts it to the relay; status reads it back. authenticate and link then check the
 * message (allowed origin as domain and URI, Chain ID 10, exactly one `farcaster://fid/<n>` resource equal
 * to the claimed fid, times), the signature, that the signer is `custodyOf(fid)` in the IdRegistry on
 * Optimism, and consume the nonce on the sign-in's own transaction. The account is (farcaster, fid).
 */
export class FarcasterService {
  readonly #deps: FarcasterDeps;

  constructor(deps: FarcasterDeps) {
    this.#deps = deps;
  }

  /** Opens a relay channel for `origin` (the caller's, when the app allows it; else the app's first). */
  async init(
    app: AppRecord,
    request: { origin: string | undefined; serverOrigin: string },
  ): Promise<{ channelToken: string; connectUri: string }> {
    this.#assertEnabled(app);
    const siweUri =
      request.origin && app.allowedOrigins.includes(request.origin) ? request.origin : app.allowedOrigins[0];
    if (!siweUri) throw new FoyerError("invalid_data", "The app has no allowed origin to sign in for.");
    const nonce = randomBytes(16).toString("hex");
    await this.#deps.nonces.issue(app.id, NONCE_PURPOSE, { ttlMs: WALLET_NONCE_TTL_MS, value: nonce });
    const channel = await this.#relay(app).createChannel(
      { siweUri, domain: new URL(siweUri).host, nonce },
      { serverOrigin: request.serverOrigin },
    );
    // A relay that swapped in a nonce of its own would produce messages we must refuse anyway: fail now.
    if (channel.nonce !== nonce) {
      throw new FoyerError("unknown_auth_error", "The Farcaster relay did not keep the nonce.", { status: 502 });
    }
    await this.#deps.nonces.issue(app.id, CHANNEL_PURPOSE, { ttlMs: WALLET_NONCE_TTL_MS, value: channel.channelToken });
    return { channelToken: channel.channelToken, connectUri: channel.connectUri };
  }

  /** Pending until the user approved in their Farcaster app; unknown or expired channel: 401 invalid_credentials. */
  async status(app: AppRecord, channelToken: string): Promise<FarcasterStatus> {
    if (!(await this.#deps.nonces.peek(app.id, CHANNEL_PURPOSE, channelToken))) {
      throw invalidCredentials("Unknown or expired Farcaster channel.");
    }
    const status = await this.#relay(app).status(channelToken);
    if (!status) throw invalidCredentials("Unknown or expired Farcaster channel.");
    if (status.state === "pending") return { state: "pending" };
    const { nonce: _nonce, ...completion } = status;
    return completion;
  }

  async authenticate(app: AppRecord, proof: FarcasterProof, mode: LoginMode): Promise<SignInResult> {
    this.#assertEnabled(app);
    const verified = await this.#verify(app, proof);
    const account = await this.#account(app, verified, proof);
    return this.#deps.db.transaction(async (tx) => {
      await this.#consumeNonce(tx, app, verified);
      return this.#deps.signIn.withAccount(tx, app, account, mode);
    });
  }

  /** Links the fid; held by another user: the transfer offer commits, then 409 account_transfer_required. */
  async link(app: AppRecord, userId: string, proof: FarcasterProof): Promise<void> {
    this.#assertEnabled(app);
    const verified = await this.#verify(app, proof);
    const account = await this.#account(app, verified, proof);
    const transfer = await this.#deps.db.transaction(async (tx) => {
      await this.#consumeNonce(tx, app, verified);
      return this.#deps.signIn.link(tx, app, userId, account, FARCASTER_ACCOUNTS_PER_USER);
    });
    if (transfer) throw transfer;
  }

  /** Removes the fid from the user; never their last login method. */
  async unlink(userId: string, fid: number): Promise<void> {
    const { db, users } = this.#deps;
    await db.transaction((tx) => users.unlink(tx, userId, { type: "farcaster", subject: String(fid) }));
  }

  #assertEnabled(app: AppRecord): void {
    if (app.config.farcaster_auth !== true) {
      throw new FoyerError("disallowed_login_method", "Login with Farcaster is not allowed for this app.");
    }
  }

  #relay(app: AppRecord): FarcasterRelay {
    const configured = farcasterAppSettings.of(app).farcaster?.relay_url;
    if (configured) return new HttpFarcasterRelay(configured);
    return this.#deps.dev?.relay ?? new HttpFarcasterRelay(DEFAULT_FARCASTER_RELAY_URL);
  }

  async #registry(app: AppRecord): Promise<IdRegistryLocation> {
    const settings = farcasterAppSettings.of(app).farcaster;
    if (settings?.optimism_rpc_url) {
      return {
        rpcUrl: settings.optimism_rpc_url,
        address: (settings.id_registry_address ?? DEFAULT_FARCASTER_ID_REGISTRY) as Hex,
      };
    }
    if (this.#deps.dev) return this.#deps.dev.registry();
    return {
      rpcUrl: DEFAULT_OPTIMISM_RPC_URL,
      address: (settings?.id_registry_address ?? DEFAULT_FARCASTER_ID_REGISTRY) as Hex,
    };
  }

  async #verify(app: AppRecord, proof: FarcasterProof): Promise<VerifiedSiwf> {
    const fields = readEip4361Message(proof.message, "Sign In With Farcaster");
    const { address, domain, uri, nonce, chainId } = fields;
    if (!isAddress(address, { strict: false })) throw invalidMessage("The message has no valid address.");
    if (chainId !== FARCASTER_CHAIN_ID) throw invalidMessage("Sign In With Farcaster messages use Chain ID 10.");
    const fidResources = (fields.resources ?? []).filter((resource) => resource.startsWith("farcaster://"));
    const match = fidResources.length === 1 ? FID_RESOURCE.exec(fidResources[0] ?? "") : null;
    if (!match) throw invalidMessage("The message must name exactly one farcaster://fid/<fid> resource.");
    if (BigInt(match[1] ?? "0") !== BigInt(proof.fid)) throw invalidMessage("The message is for another fid.");
    checkSignInMessage(
      {
        scheme: fields.scheme,
        domain,
        uri,
        issuedAt: fields.issuedAt,
        expirationTime: fields.expirationTime,
        notBefore: fields.notBefore,
      },
      app.allowedOrigins,
      this.#deps.now(),
    );
    const registry = await this.#registry(app);
    if (!(await signatureMatches(registry.rpcUrl, address, proof))) {
      throw invalidCredentials("Invalid Farcaster signature.");
    }
    const custody = await readCustody(registry, BigInt(proof.fid));
    if (custody.toLowerCase() !== address.toLowerCase()) {
      throw invalidCredentials("The signer is not the custody address of this fid.");
    }
    return { fid: proof.fid, address, nonce };
  }

  /** The account to store, with the profile the relay holds for the channel when it carries this very proof. */
  async #account(app: AppRecord, verified: VerifiedSiwf, proof: FarcasterProof): Promise<AccountKey> {
    let profile: RelayCompletion | null = null;
    if (proof.channelToken) {
      const status = await this.#relay(app)
        .status(proof.channelToken)
        .catch(() => null);
      if (status?.state === "completed" && status.message === proof.message && status.fid === verified.fid) {
        profile = status;
      }
    }
    return {
      type: "farcaster",
      subject: String(verified.fid),
      details: {
        fid: verified.fid,
        owner_address: verified.address,
        username: profile?.username ?? null,
        display_name: profile?.displayName ?? null,
        bio: profile?.bio ?? null,
        profile_picture_url: profile?.pfpUrl ?? null,
      },
    };
  }

  async #consumeNonce(tx: Database, app: AppRecord, verified: VerifiedSiwf): Promise<void> {
    const payload = await this.#deps.nonces.consume(app.id, NONCE_PURPOSE, verified.nonce, tx);
    if (!payload) throw invalidCredentials("Unknown, expired or used Farcaster nonce.");
  }
}

/** ECDSA first (custody keys are usually plain accounts); else EIP-1271 / EIP-6492 through the registry's chain. */
async function signatureMatches(rpcUrl: string, address: Hex, proof: FarcasterProof): Promise<boolean> {
  try {
    const signer = await recoverMessageAddress({ message: proof.message, signature: proof.signature });
    if (signer.toLowerCase() === address.toLowerCase()) return true;
  } catch {
    // Not a 65-byte ECDSA signature: a contract custody account's may still verify below.
  }
  try {
    const client = createPublicClient({ transport: http(rpcUrl, { timeout: 10_000, retryCount: 0 }) });
    return await client.verifyMessage({ address, message: proof.message, signature: proof.signature });
  } catch {
    return false;
  }
}
