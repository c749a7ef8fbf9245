import type { PublicClient } from "viem";
import type { RequestFn } from "../api/createRequest.ts";
import { SPONSORSHIP_DEADLINE_SECONDS } from "../constants.ts";
import type { SponsorshipCheckBody, SponsorshipRelayBody } from "../contract/sponsorship.ts";
import type { SignedAuthorizationJson, TypedDataJson } from "../wire/walletFrameProtocol.ts";
import type { EvmSponsorship } from "./EvmTransactionContext.ts";
import { delegationOf, executeTypedData, foyerDelegateAbi } from "./foyerDelegateAbi.ts";

/** What sponsorship needs from the wallet: an EIP-7702 authorization and an EIP-712 signature (the frame). */
export interface SponsorshipSigner {
  address: string;
  signAuthorization(authorization: {
    chainId: number;
    address: string;
    nonce: number;
  }): Promise<SignedAuthorizationJson>;
  signTypedData(typedData: TypedDataJson): Promise<string>;
}

const toJson = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (_key, v) => (typeof v === "bigint" ? v.toString() : v)));

/**
 * The client half of gas sponsorship (server plugin `sponsorship`): asks the app's policy whether a call is
 * sponsored, and to relay one: the wallet delegates to the app's FoyerDelegate with an EIP-7702
 * authorization (once), signs the call with EIP-712 (its relay nonce and a deadline), and the server's
 * relayer sends it, paying the gas. The wallet may hold no ETH at all.
 *
 * @example
 * const sponsorship = createEvmSponsorship({ request, signer, publicClient: (id) => clients.get(id) });
 * const hash = await sponsorship.send({ chainId, from, to: usdc, data, value: 0n });
 */
export function createEvmSponsorship(deps: {
  request: RequestFn;
  signer: SponsorshipSigner;
  publicClient: (chainId: number) => Promise<PublicClient>;
  now?: () => number;
}): EvmSponsorship & { delegate(chainId: number): Promise<string | null> } {
  const now = deps.now ?? Date.now;
  let chains: Promise<{ chain_id: number; delegate: string }[]> | null = null;
  const delegate = async (chainId: number) => {
    chains ??= deps.request<{ chains: { chain_id: number; delegate: string }[] }>("sponsorship").then((r) => r.chains);
    chains.catch(() => {
      chains = null;
    });
    return (await chains).find((c) => c.chain_id === chainId)?.delegate ?? null;
  };
  // A call without `to` (a deployment) is not sponsorable: JSON drops the field and the server answers
  // invalid_data, as it always has.
  const wire = (calls: { to: string | undefined; data: string | undefined; value: bigint }[]) =>
    calls.map((call) => ({ to: call.to as string, value: call.value.toString(), data: call.data ?? "0x" }));
  return {
    delegate,
    async canSponsor(call) {
      if (!call.to || !(await delegate(call.chainId))) return false;
      const body: SponsorshipCheckBody = { chain_id: call.chainId, address: call.from, calls: wire([call]) };
      const answer = await deps.request<{ sponsored: boolean }>("sponsorship/check", {
        method: "POST",
        auth: "required",
        body,
      });
      return answer.sponsored;
    },
    async send(call) {
      const contract = await delegate(call.chainId);
      if (!contract) throw new Error(`Sponsorship is not available on chain ${call.chainId}.`);
      const client = await deps.publicClient(call.chainId);
      const account = call.from as `0x${string}`;
      const delegated =
        delegationOf(await client.getCode({ address: account }))?.toLowerCase() === contract.toLowerCase();
      const authorization = delegated
        ? null
        : await deps.signer.signAuthorization({
            chainId: call.chainId,
            address: contract,
            nonce: await client.getTransactionCount({ address: account, blockTag: "pending" }),
          });
      const relayNonce = delegated
        ? await client.readContract({ address: account, abi: foyerDelegateAbi, functionName: "nonce" })
        : 0n;
      const deadline = BigInt(Math.floor(now() / 1000) + SPONSORSHIP_DEADLINE_SECONDS);
      const calls = call.calls.map((c) => ({
        to: c.to as `0x${string}`,
        value: c.value,
        data: (c.data ?? "0x") as `0x${string}`,
      }));
      const typedData = executeTypedData({ account, chainId: call.chainId, calls, nonce: relayNonce, deadline });
      const signature = await deps.signer.signTypedData(toJson(typedData) as TypedDataJson);
      const body: SponsorshipRelayBody = {
        chain_id: call.chainId,
        address: account,
        calls: wire(call.calls),
        deadline: Number(deadline),
        signature,
        authorization: authorization && {
          chain_id: authorization.chainId,
          address: authorization.address,
          nonce: authorization.nonce,
          r: authorization.r,
          s: authorization.s,
          // The frame's signature carries 0 or 1; anything else the server refuses (invalid_data).
          y_parity: authorization.yParity as 0 | 1,
        },
      };
      const answer = await deps.request<{ hash: string }>("sponsorship/transactions", {
        method: "POST",
        auth: "required",
        body,
      });
      return answer.hash;
    },
  };
}
