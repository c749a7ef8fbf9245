/** "0x1234…abcd" / "9xQe…VFin": enough of an address to recognise it in a sentence. */
export function shortAddress(address: string): string {
  const head = address.startsWith("0x") ? 6 : 4;
  return address.length > head + 6 ? `${address.slice(0, head)}…${address.slice(-4)}` : address;
}
