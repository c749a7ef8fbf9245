/**
 * The newest one-time code the dev mailbox holds for an address or phone, polled until it arrives.
 * `notBefore`: wait until the mailbox holds more than this many entries (a resend); `not`: skip this code.
 */
export async function latestCode(
  apiUrl: string,
  to: string,
  options: { notBefore?: number; not?: string } = {},
): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${apiUrl}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
    const entries = (await res.json()) as { code: string }[];
    const code = entries[0]?.code;
    if (code && entries.length > (options.notBefore ?? 0) && code !== options.not) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code arrived for ${to}`);
}
