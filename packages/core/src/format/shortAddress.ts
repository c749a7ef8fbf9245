/**
 * An address shortened for a screen: the first 6 and last 4 characters around an ellipsis.
 *
 * @example
 * shortAddress("0x70997970C51812dc3A010C7d01b50e0d17dc79C8"); // "0x7099…79C8"
 */
export function shortAddress(address: string): string {
  return address.length <= 12 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;
}
