import { FoyerError, SPONSORSHIP_DEADLINE_SECONDS } from "@foyer/core";
import { delegationOf } from "@foyer/core/transactions";
import { and, eq, sql } from "drizzle-orm";
import type { Address, Hex } from "viem";
import type { Database } from "../../db/Database.ts";
import { embeddedWallets } from "../../db/schema.ts";
import type { AppRecord } from "../../domain/apps/AppService.ts";
import type { SponsorshipSettings } from "../../domain/apps/SponsorshipSettings.ts";
import { checkSponsorshipPolicy, type SponsoredCall } from "./checkSponsorshipPolicy.ts";
import { SponsorshipCaps } from "./SponsorshipCaps.ts";
import { RelaySimulationError, SponsorshipRelayer } from "./SponsorshipRelayer.ts";

export interface RelayInput {
  chainId: number;
  address: Address;
  calls: SponsoredCall[];
  deadline: number;
  signature: Hex;
  authorization: { chainId: number; address: Address; nonce: number; r: Hex; s: Hex; yParity: number } | null;
}

/**
 * Gas sponsorship (EIP-7702 delegation + a relayer per app and chain): answers what an app sponsors, checks a
 * call against its policy, and relays a user's signed batch after taking a slot of the daily caps (per user,
 * and per app when set). A relay that fails before sending gives its slot back.
 */
export class SponsorshipService {
  readonly #db: Database;
  readonly #now: () => number;
  readonly #caps: SponsorshipCaps;
  readonly #relayers = new Map<string, SponsorshipRelayer>();

  constructor(deps: { db: Database; now: () => number }) {
    this.#db = deps.db;
    this.#now = deps.now;
    this.#caps = new SponsorshipCaps(deps.db, deps.now);
  }

  /** The chains an app sponsors and the delegate of each (public: the client needs the delegate address). */
  chains(app: AppRecord): { chain_id: number; delegate: string }[] {
    const settings = sponsorshipOf(app);
    if (!settings?.enabled) return [];
    return Object.entries(settings.chains).map(([id, chain]) => ({ chain_id: Number(id), delegate: chain.delegate }));
  }

  /** Whether the policy sponsors these calls for this user now, and how many relays are left today. */
  async check(app: AppRecord, userId: string, chainId: number, address: Address, calls: SponsoredCall[]) {
    const settings = sponsorshipOf(app);
    const decision = await this.#decide(app, settings, userId, chainId, address, calls);
    const used = await this.#caps.used(this.#caps.key(`user:${app.id}:${userId}`));
    const remaining = Math.max(0, (settings?.daily_limit_per_user ?? 0) - used);
    if (!decision.ok) return { sponsored: false, reason: decision.reason, remaining };
    return remaining > 0
      ? { sponsored: true, remaining }
      : { sponsored: false, reason: "The daily sponsorship limit is reached.", remaining };
  }

  /** Relays a signed batch; answers the relayer's transaction hash. */
  async relay(app: AppRecord, userId: string, input: RelayInput): Promise<{ hash: Hex }> {
    const settings = sponsorshipOf(app);
    const decision = await this.#decide(app, settings, userId, input.chainId, input.address, input.calls);
    if (!decision.ok || !settings)
      throw new FoyerError("not_supported", decision.ok ? "Not sponsored." : decision.reason);
    const chain = settings.chains[String(input.chainId)];
    if (!chain) throw new FoyerError("unsupported_chain_id", `Unsupported chainId ${input.chainId}`);
    const nowSeconds = Math.floor(this.#now() / 1000);
    if (input.deadline < nowSeconds || input.deadline > nowSeconds + SPONSORSHIP_DEADLINE_SECONDS + 60)
      throw new FoyerError("invalid_data", "The deadline has passed or is too far ahead.");
    const relayer = this.#relayer(input.chainId, chain.rpc_url, chain.relayer_private_key as Hex);
    const current = delegationOf(await relayer.client.getCode({ address: input.address }));
    if (current?.toLowerCase() !== chain.delegate.toLowerCase()) {
      // Not delegated yet (or to other code): the wallet's authorization for the app's delegate is required.
      if (!input.authorization) throw new FoyerError("invalid_data", "An EIP-7702 authorization is required.");
      if (
        input.authorization.address.toLowerCase() !== chain.delegate.toLowerCase() ||
        input.authorization.chainId !== input.chainId
      )
        throw new FoyerError("invalid_data", "The authorization must delegate to this app's delegate on this chain.");
    }
    const userKey = this.#caps.key(`user:${app.id}:${userId}`);
    const appKey = this.#caps.key(`app:${app.id}`);
    if (!(await this.#caps.reserve(userKey, settings.daily_limit_per_user)))
      throw new FoyerError("too_many_requests", "The daily sponsorship limit is reached.");
    if (settings.daily_limit_total !== undefined && !(await this.#caps.reserve(appKey, settings.daily_limit_total))) {
      await this.#caps.release(userKey);
      throw new FoyerError("too_many_requests", "The app's daily sponsorship limit is reached.");
    }
    try {
      const hash = await relayer.relay({
        chainId: input.chainId,
        account: input.address,
        calls: input.calls,
        deadline: BigInt(input.deadline),
        signature: input.signature,
        authorization: input.authorization,
        maxGas: BigInt(chain.max_gas_per_transaction),
      });
      return { hash };
    } catch (error) {
      await this.#caps.release(userKey);
      if (settings.daily_limit_total !== undefined) await this.#caps.release(appKey);
      if (error instanceof RelaySimulationError)
        throw new FoyerError("transaction_failure", `Simulation failed: ${error.message}`);
      throw new FoyerError("transaction_failure", "The relayer could not send the transaction.", { cause: error });
    }
  }

  async #decide(
    app: AppRecord,
    settings: SponsorshipSettings | undefined,
    userId: string,
    chainId: number,
    address: Address,
    calls: SponsoredCall[],
  ): Promise<{ ok: true } | { ok: false; reason: string }> {
    if (!(await this.#ownsWallet(app.id, userId, address)))
      return { ok: false, reason: "Only the user's embedded wallets are sponsored." };
    const chain = settings?.chains[String(chainId)];
    const codes = new Map<string, boolean>();
    if (chain && settings?.enabled) {
      const relayer = this.#relayer(chainId, chain.rpc_url, chain.relayer_private_key as Hex);
      try {
        for (const call of calls)
          codes.set(call.to.toLowerCase(), !!(await relayer.client.getCode({ address: call.to as Address })));
      } catch {
        return { ok: false, reason: "The chain could not be reached." };
      }
    }
    return checkSponsorshipPolicy(settings, chainId, calls, (a) => codes.get(a.toLowerCase()) ?? false);
  }

  async #ownsWallet(appId: string, userId: string, address: string): Promise<boolean> {
    const rows = await this.#db
      .select({ id: embeddedWallets.id })
      .from(embeddedWallets)
      .where(
        and(
          eq(embeddedWallets.appId, appId),
          eq(embeddedWallets.userId, userId),
          eq(embeddedWallets.chainType, "ethereum"),
          sql`lower(${embeddedWallets.address}) = ${address.toLowerCase()}`,
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  #relayer(chainId: number, rpcUrl: string, key: Hex): SponsorshipRelayer {
    const id = `${chainId}:${rpcUrl}:${key}`;
    let relayer = this.#relayers.get(id);
    if (!relayer) {
      relayer = new SponsorshipRelayer(rpcUrl, key);
      this.#relayers.set(id, relayer);
    }
    return relayer;
  }
}

function sponsorshipOf(app: AppRecord): SponsorshipSettings | undefined {
  return (app.settings as { sponsorship?: SponsorshipSettings }).sponsorship;
}
