import type { WireScanAsset } from "@foyer/core";
import type { Address } from "@solana/kit";
import type { ChainLookup, CounterpartyKind } from "../ScanFacts.ts";
import { readTokenAccount, SYSTEM_PROGRAM, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from "./readTokenAccount.ts";
import type { SolanaAccountState, SolanaChainClient } from "./SolanaChainClient.ts";
import { toState } from "./SolanaChainClient.ts";

/**
 * Chain reads for the rules on Solana, memoised for one scan and seeded with the accounts read before the
 * simulation. Kinds: no account → "fresh"; executable → "program"; owned by the System program → "wallet";
 * owned by another program (a PDA, a token account) → "contract". Solana has no "young contract" check.
 * Recent recipients come only from the request (the chain's history is not read).
 */
export class SolanaChainLookup implements ChainLookup {
  readonly #chain: SolanaChainClient;
  readonly #before: Map<string, SolanaAccountState | null>;
  readonly #kinds = new Map<string, Promise<CounterpartyKind>>();

  constructor(chain: SolanaChainClient, before: Map<string, SolanaAccountState | null>) {
    this.#chain = chain;
    this.#before = before;
  }

  kind(address: string): Promise<CounterpartyKind> {
    let kind = this.#kinds.get(address);
    if (!kind) {
      kind = this.#state(address).then((state) => {
        if (!state) return "fresh";
        if (state.executable) return "program";
        if (state.owner === SYSTEM_PROGRAM) return state.lamports === 0n ? "fresh" : "wallet";
        return "contract";
      });
      this.#kinds.set(address, kind);
    }
    return kind;
  }

  async #state(address: string): Promise<SolanaAccountState | null> {
    if (this.#before.has(address)) return this.#before.get(address) ?? null;
    return (await this.#chain.accounts([address])).get(address) ?? null;
  }

  async balanceBefore(asset: WireScanAsset, holder: string): Promise<bigint | null> {
    if (asset.type === "NATIVE") return (await this.#state(holder))?.lamports ?? 0n;
    if (asset.type !== "SPL" || !asset.address) return null;
    let total = 0n;
    for (const programId of [TOKEN_PROGRAM, TOKEN_2022_PROGRAM]) {
      const { value } = await this.#chain.rpc
        .getTokenAccountsByOwner(holder as Address, { programId: programId as Address }, { encoding: "base64" })
        .send(this.#chain.sendOptions);
      for (const { account } of value) {
        const token = readTokenAccount(toState(account));
        if (token?.mint === asset.address) total += token.amount;
      }
    }
    return total;
  }

  async recentRecipients(): Promise<string[]> {
    return [];
  }
}
