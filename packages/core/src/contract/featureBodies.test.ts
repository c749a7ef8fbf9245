import type { PublicClient } from "viem";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { createAnalyticsApi } from "../api/analytics.ts";
import type { RequestFn } from "../api/createRequest.ts";
import { scanRequestOf } from "../scan/scanRequestOf.ts";
import { createEvmSponsorship } from "../transactions/createEvmSponsorship.ts";
import { createServerTransactionScan } from "../transactions/createServerTransactionScan.ts";
import { analyticsEventBody } from "./analytics.ts";
import { scanRequestSchema } from "./scan.ts";
import { sponsorshipCheckBody, sponsorshipRelayBody } from "./sponsorship.ts";

// The client's bodies of the feature groups against the schemas the server validates with: a field the
// client spells differently, or a shape it builds that the server refuses, fails here.

const account = "0x00000000000000000000000000000000000000a1";
const token = "0x00000000000000000000000000000000000000b2";
const delegate = "0x00000000000000000000000000000000000000c3";

/** A RequestFn that records every body by path and answers what each caller reads. */
function recorder(answers: Record<string, unknown> = {}) {
  const sent = new Map<string, unknown[]>();
  const request = (async (path: string, init?: { body?: unknown }) => {
    sent.set(path, [...(sent.get(path) ?? []), init?.body]);
    return answers[path];
  }) as RequestFn;
  return { sent, request };
}

/** Every recorded body of `path` parses, strictly: a field the schema does not know is an error too. */
function expectAccepted(sent: Map<string, unknown[]>, path: string, schema: z.ZodType): void {
  const bodies = sent.get(path) ?? [];
  expect(bodies.length, path).toBeGreaterThan(0);
  for (const body of bodies) expect(schema.safeParse(body).error?.issues, path).toBeUndefined();
}

const benign = { validation: { status: "Success", result_type: "Benign" } };

describe("the client against the server's schemas (analytics, scan, sponsorship)", () => {
  it("analytics_events: with and without a client id", async () => {
    const { sent, request } = recorder();
    const analytics = createAnalyticsApi(request);
    await analytics.send({ eventName: "modal_open", clientId: "c-1", payload: { screen: "email" } });
    await analytics.send({ eventName: "modal_close" });
    expectAccepted(sent, "analytics_events", analyticsEventBody);
    expect(Object.keys(sent.get("analytics_events")?.[0] as object).sort()).toEqual(
      Object.keys(analyticsEventBody.shape).sort(),
    );
  });

  it("scan/transaction: the transaction flow's scan and scanRequestOf's bodies", async () => {
    const { sent, request } = recorder({ "scan/transaction": benign });
    const scan = createServerTransactionScan(request);
    const tx = { to: token, data: "0xa9059cbb", value: 10n, gas: 21_000n, chainId: 1, from: account };
    await scan({
      ...tx,
      nonce: undefined,
      gasPrice: undefined,
      maxFeePerGas: undefined,
      maxPriorityFeePerGas: undefined,
    });
    expectAccepted(sent, "scan/transaction", scanRequestSchema);
    const context = { chainId: 1, account };
    const bodies = [
      scanRequestOf({ method: "eth_sendTransaction", params: [{ to: token, value: 5n, input: "0x" }] }, context),
      scanRequestOf({ method: "eth_signTransaction", params: [{ from: account, to: token, gas: "0x5208" }] }, context),
      scanRequestOf({ method: "eth_signTypedData_v4", params: [account, '{"primaryType":"Permit"}'] }, context),
    ];
    for (const body of bodies) expect(scanRequestSchema.safeParse(body).error?.issues).toBeUndefined();
  });

  it("sponsorship/check and sponsorship/transactions, first call (with an authorization) and later", async () => {
    const { sent, request } = recorder({
      sponsorship: { chains: [{ chain_id: 1, delegate }] },
      "sponsorship/check": { sponsored: true },
      "sponsorship/transactions": { hash: "0x01" },
    });
    let code: string | undefined;
    const publicClient = {
      getCode: async () => code,
      getTransactionCount: async () => 3,
      readContract: async () => 7n,
    } as unknown as PublicClient;
    const sponsorship = createEvmSponsorship({
      request,
      publicClient: async () => publicClient,
      signer: {
        address: account,
        signAuthorization: async ({ chainId, address, nonce }) => ({
          chainId,
          address,
          nonce,
          r: `0x${"1".repeat(64)}`,
          s: `0x${"2".repeat(64)}`,
          yParity: 1,
        }),
        signTypedData: async () => `0x${"ab".repeat(65)}`,
      },
    });
    const call = { chainId: 1, from: account, to: token, data: "0xa9059cbb", value: 0n };
    expect(await sponsorship.canSponsor(call)).toBe(true);
    await sponsorship.send({ chainId: 1, from: account, calls: [call, { to: token, data: undefined, value: 2n }] });
    code = `0xef0100${delegate.slice(2)}`;
    await sponsorship.send({ chainId: 1, from: account, calls: [call] });
    expectAccepted(sent, "sponsorship/check", sponsorshipCheckBody);
    expectAccepted(sent, "sponsorship/transactions", sponsorshipRelayBody);
    const [first, later] = (sent.get("sponsorship/transactions") ?? []) as { authorization: unknown }[];
    expect(first?.authorization).not.toBeNull();
    expect(later?.authorization).toBeNull();
  });
});
