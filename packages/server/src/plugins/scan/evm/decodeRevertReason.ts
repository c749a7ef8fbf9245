import { decodeAbiParameters, type Hex } from "viem";

const ERROR_STRING = "0x08c379a0";
const PANIC = "0x4e487b71";

/**
 * A revert's reason for people: Error(string)'s text, Panic(uint256)'s code, a custom error's selector, or
 * the node's message when the revert carries no data.
 */
export function decodeRevertReason(data: unknown, message: unknown): string {
  if (typeof data === "string" && /^0x[0-9a-fA-F]*$/.test(data) && data.length >= 10) {
    const selector = data.slice(0, 10).toLowerCase();
    try {
      if (selector === ERROR_STRING) {
        const [text] = decodeAbiParameters([{ type: "string" }], `0x${data.slice(10)}` as Hex);
        return text;
      }
      if (selector === PANIC) {
        const [code] = decodeAbiParameters([{ type: "uint256" }], `0x${data.slice(10)}` as Hex);
        return `panic 0x${code.toString(16).padStart(2, "0")}`;
      }
    } catch {
      // malformed payload: fall through to the selector
    }
    return `custom error ${selector}`;
  }
  return typeof message === "string" && message ? message : "execution reverted";
}
