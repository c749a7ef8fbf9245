import type { AssetGrant, CounterpartyKind } from "../ScanFacts.ts";
import { shortAddress } from "./shortAddress.ts";

const KIND_TEXT: Partial<Record<CounterpartyKind, string>> = {
  fresh: "an address that has never been used",
  wallet: "an account with no code",
  young_contract: "a contract created only recently",
};

/** Whether a grant to this kind of spender is suspicious: a key-held or unused account, or a new contract. */
export function isRiskySpender(kind: CounterpartyKind): boolean {
  return kind === "fresh" || kind === "wallet" || kind === "young_contract";
}

/**
 * How much of the owner's holding a grant covers: everything (operator, unlimited, or at least the current
 * balance) or a bounded part.
 */
export function grantsEverything(grant: AssetGrant, balance: bigint | null): boolean {
  if (grant.amount === null || grant.unlimited) return true;
  if (grant.asset.type === "ERC721") return false; // one token
  return balance !== null && balance > 0n && grant.amount >= balance;
}

/** "Lets 0x12…ef (an account with no code) move all of your USDC." */
export function describeGrant(grant: AssetGrant, kind: CounterpartyKind, everything: boolean): string {
  const what = grant.asset.symbol ?? grant.asset.name ?? shortAddress(grant.asset.address ?? "tokens");
  const scope =
    grant.amount === null
      ? `every ${what} token you hold`
      : grant.asset.type === "ERC721"
        ? `your ${what} #${grant.tokenId ?? "?"}`
        : everything
          ? `all of your ${what}`
          : `some of your ${what}`;
  const who = KIND_TEXT[kind] ? `${shortAddress(grant.spender)} (${KIND_TEXT[kind]})` : shortAddress(grant.spender);
  return `Lets ${who} move ${scope}.`;
}
