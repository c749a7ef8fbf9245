/**
 * A wallet address shortened for text: the first 6 and last 4 characters ("0x1234…cdef"); short ones are
 * returned as they are.
 *
 * @example
 * shortAddress("0x5FbDB2315678afecb367f032d93F642f64180aa3") // "0x5FbD…0aa3"
 */
export function shortAddress(address: string): string {
  return address.length <= 12 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;
}
