import { getAddress, type Hex, numberToHex } from "viem";
import { decodeRevertReason } from "./decodeRevertReason.ts";
import type { EvmChainClient } from "./EvmChainClient.ts";

/** A log the simulation emitted (native pseudo-logs removed). */
export interface SimulatedLog {
  address: string;
  topics: Hex[];
  data: Hex;
}

export interface EvmSimulation {
  engine: "eth_simulateV1" | "debug_traceCall";
  block: string | null;
  /** Revert reason, or null when the call succeeds. */
  failure: string | null;
  logs: SimulatedLog[];
  nativeTransfers: { from: string; to: string; value: bigint }[];
}

export interface EvmCall {
  from: string;
  to: string | null;
  data: Hex;
  value: bigint;
  gas: bigint | null;
}

/** eth_simulateV1 with traceTransfers reports native movements as ERC-20-like logs from this address. */
const NATIVE_PSEUDO_ADDRESS = "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee";
const TRANSFER_TOPIC = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef";

const topicAddress = (topic: string | undefined) => getAddress(`0x${(topic ?? "").slice(26)}`);

/** Errors that mean "this node does not offer the method (or this option)", not "the call failed". */
export function isUnsupported(error: unknown): boolean {
  const { code, message } = error as { code?: number; message?: string; details?: string };
  const text = `${message ?? ""} ${(error as { details?: string }).details ?? ""}`.toLowerCase();
  return (
    code === -32601 ||
    code === -32602 ||
    /method not found|not supported|unsupported|does not exist|not available|unknown method|unknown field|not whitelisted|not allowed/.test(
      text,
    )
  );
}

function callObject(call: EvmCall) {
  return {
    from: call.from,
    ...(call.to ? { to: call.to } : {}),
    data: call.data,
    value: numberToHex(call.value),
    ...(call.gas !== null ? { gas: numberToHex(call.gas) } : {}),
  };
}

interface SimulateV1Call {
  status: Hex;
  logs?: { address: string; topics: Hex[]; data: Hex }[];
  error?: { message?: string; data?: Hex };
  returnData?: Hex;
}

async function viaSimulateV1(chain: EvmChainClient, call: EvmCall): Promise<EvmSimulation> {
  const blocks = (await chain.request("eth_simulateV1", [
    { blockStateCalls: [{ calls: [callObject(call)] }], traceTransfers: true, validation: false },
    "latest",
  ])) as { number?: Hex; calls: SimulateV1Call[] }[];
  const block = blocks[0];
  const result = block?.calls[0];
  if (!block || !result) throw new Error("eth_simulateV1 answered no call result");
  const failed = result.status !== "0x1";
  const logs: SimulatedLog[] = [];
  const nativeTransfers: EvmSimulation["nativeTransfers"] = [];
  for (const log of failed ? [] : (result.logs ?? [])) {
    if (log.address.toLowerCase() === NATIVE_PSEUDO_ADDRESS && log.topics[0] === TRANSFER_TOPIC) {
      nativeTransfers.push({
        from: topicAddress(log.topics[1]),
        to: topicAddress(log.topics[2]),
        value: BigInt(log.data),
      });
    } else {
      logs.push({ address: getAddress(log.address), topics: log.topics, data: log.data });
    }
  }
  return {
    engine: "eth_simulateV1",
    // The simulated block is the one after "latest": report the state it ran on.
    block: block.number ? String(BigInt(block.number) - 1n) : null,
    failure: failed ? decodeRevertReason(result.error?.data ?? result.returnData, result.error?.message) : null,
    logs,
    nativeTransfers,
  };
}

interface CallFrame {
  type: string;
  from: string;
  to?: string;
  value?: Hex;
  error?: string;
  revertReason?: string;
  output?: Hex;
  logs?: { address: string; topics: Hex[]; data: Hex }[];
  calls?: CallFrame[];
}

async function viaTraceCall(chain: EvmChainClient, call: EvmCall): Promise<EvmSimulation> {
  const [root, latest] = await Promise.all([
    chain.request("debug_traceCall", [
      callObject(call),
      "latest",
      { tracer: "callTracer", tracerConfig: { withLog: true } },
    ]) as Promise<CallFrame>,
    chain.request("eth_blockNumber", []) as Promise<Hex>,
  ]);
  const logs: SimulatedLog[] = [];
  const nativeTransfers: EvmSimulation["nativeTransfers"] = [];
  // Depth-first in execution order; a frame that reverted undoes its logs, value and sub-calls.
  const walk = (frame: CallFrame) => {
    if (frame.error) return;
    const value = frame.value ? BigInt(frame.value) : 0n;
    const moves = frame.type !== "DELEGATECALL" && frame.type !== "STATICCALL" && frame.type !== "CALLCODE";
    if (moves && value > 0n && frame.to) {
      nativeTransfers.push({ from: getAddress(frame.from), to: getAddress(frame.to), value });
    }
    for (const log of frame.logs ?? [])
      logs.push({ address: getAddress(log.address), topics: log.topics, data: log.data });
    for (const child of frame.calls ?? []) walk(child);
  };
  walk(root);
  return {
    engine: "debug_traceCall",
    block: String(BigInt(latest)),
    failure: root.error ? (root.revertReason ?? decodeRevertReason(root.output, root.error)) : null,
    logs: root.error ? [] : logs,
    nativeTransfers: root.error ? [] : nativeTransfers,
  };
}

/**
 * Runs the call on the chain's own state without sending it: eth_simulateV1 with transfer tracing where the
 * node offers it, else debug_traceCall with the call tracer (logs included). Which one works is learnt per
 * RPC on the first scan and remembered by the chain client.
 */
export async function simulateEvmCall(chain: EvmChainClient, call: EvmCall): Promise<EvmSimulation> {
  if (chain.simulationMethod !== "debug_traceCall") {
    try {
      const simulation = await viaSimulateV1(chain, call);
      chain.simulationMethod = "eth_simulateV1";
      return simulation;
    } catch (error) {
      if (chain.simulationMethod === "eth_simulateV1" || !isUnsupported(error)) throw error;
      chain.simulationMethod = "debug_traceCall";
    }
  }
  return viaTraceCall(chain, call);
}
