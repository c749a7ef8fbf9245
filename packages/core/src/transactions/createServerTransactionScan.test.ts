import { describe, expect, it } from "vitest";
import type { ApiRequest } from "../api/createRequest.ts";
import { createServerTransactionScan, TransactionScanError } from "./createServerTransactionScan.ts";

const tx = {
  chainId: 8453,
  from: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  to: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
  data: "0xa9059cbb",
  value: 5n,
  gas: undefined,
  nonce: undefined,
  gasPrice: undefined,
  maxFeePerGas: undefined,
  maxPriorityFeePerGas: undefined,
};

function server(answer: unknown) {
  const calls: { path: string; init: ApiRequest | undefined }[] = [];
  const request = (async (path: string, init?: ApiRequest) => {
    calls.push({ path, init });
    return answer;
  }) as never;
  return { request, calls };
}

describe("createServerTransactionScan (POST /api/v1/scan/transaction)", () => {
  it("sends the transaction as the wallet would and answers the verdict", async () => {
    const s = server({
      validation: { status: "Success", result_type: "Malicious", description: "Drainer" },
      simulation: { status: "Success" },
    });
    const result = await createServerTransactionScan(s.request)(tx);
    expect(result.validation.result_type).toBe("Malicious");
    expect(s.calls[0]).toEqual({
      path: "scan/transaction",
      init: {
        method: "POST",
        auth: "required",
        body: {
          chain_type: "ethereum",
          chain_id: 8453,
          account: tx.from,
          method: "eth_sendTransaction",
          params: [{ from: tx.from, to: tx.to, data: "0xa9059cbb", value: "5" }],
        },
      },
    });
  });

  it("a scan the server could not judge fails the step (the flow falls back to decoding)", async () => {
    const s = server({ validation: { status: "Error", result_type: "Error", error: "RPC down" } });
    await expect(createServerTransactionScan(s.request)(tx)).rejects.toBeInstanceOf(TransactionScanError);
  });
});
