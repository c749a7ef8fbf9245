/** Texts of the verification page: the spec's title ('Confirm it's really you'), our own clear lines. */
export const VERIFY_TEXTS = {
  title: "Confirm it's really you",
  sending: "Sending you a code…",
  enterCode: (sent: { channel: "email" | "sms"; to: string }) =>
    sent.channel === "email"
      ? `To use your wallet on this device, enter the code we sent to ${sent.to}.`
      : `To use your wallet on this device, enter the code we sent by text message to your phone number ending ${sent.to.replace(/\D/g, "")}.`,
  codeLabel: "Verification code",
  resend: "Resend code",
  codeSent: "Code sent",
  verified: "This device can now use your wallet.",
} as const;

const HEX = /^#[0-9a-fA-F]{6}$/;
const ADDRESS = /^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/;
const DEFAULT_COLOURS = { accent: "#4f46e5", background: "#ffffff", foreground: "#111827" };

/** The verification page's query: `v=1`, the wallet's `entropy_id`, theme colours (hex, defaults otherwise). */
export type VerifyQuery = {
  colours: { accent: string; background: string; foreground: string };
  entropyId: string;
} & ({ ok: true } | { ok: false; error: string });

/**
 * Reads the verification page's query. A bad version or wallet id answers `ok: false` with a message (the
 * page then sends nothing); a bad colour falls back to the default, as the export page does.
 */
export function readVerifyQuery(search: string): VerifyQuery {
  const params = new URLSearchParams(search);
  const colour = (name: keyof typeof DEFAULT_COLOURS) => {
    const value = params.get(name);
    return value && HEX.test(value) ? value : DEFAULT_COLOURS[name];
  };
  const colours = { accent: colour("accent"), background: colour("background"), foreground: colour("foreground") };
  const entropyId = params.get("entropy_id") ?? "";
  if (params.get("v") !== "1") return { ok: false, error: "Unsupported version", colours, entropyId };
  if (!ADDRESS.test(entropyId)) return { ok: false, error: "Invalid wallet", colours, entropyId };
  return { ok: true, colours, entropyId };
}
