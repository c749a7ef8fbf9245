/**
 * True for a socket address on this machine (127.0.0.0/8, ::1, and IPv4 loopback mapped into IPv6). It
 * reads the socket's remote address, never a header: a client sets headers at will.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  return v4.startsWith("127.") || address === "::1";
}
