/** How the Coinbase page opens: buying with a card, or sending from the user's Coinbase account (exchange). */
export type CoinbaseExperience = "buy" | "send";

/**
 * The Coinbase Onramp buy URL (spec 001 §7): `{payUrl}/buy/select-asset` with appId, sessionToken,
 * endPartnerName, defaultExperience, presetCryptoAmount, defaultNetwork, defaultPaymentMethod, defaultAsset
 * and partnerUserId. Parameters left undefined are not sent.
 *
 * @example
 * buildCoinbaseBuyUrl("https://pay.coinbase.com", { appId, sessionToken, partnerUserId, defaultNetwork: "base", defaultAsset: "USDC", presetCryptoAmount: "10", experience: "buy" });
 */
export function buildCoinbaseBuyUrl(
  payUrl: string,
  input: {
    appId: string;
    sessionToken: string;
    partnerUserId: string;
    experience: CoinbaseExperience;
    endPartnerName?: string;
    presetCryptoAmount?: string;
    defaultNetwork?: string;
    defaultAsset?: string;
    /** "CARD" for the card flow; Coinbase picks for the exchange flow. */
    defaultPaymentMethod?: string;
  },
): string {
  const url = new URL("/buy/select-asset", payUrl);
  const params: Record<string, string | undefined> = {
    appId: input.appId,
    sessionToken: input.sessionToken,
    endPartnerName: input.endPartnerName,
    defaultExperience: input.experience,
    presetCryptoAmount: input.presetCryptoAmount,
    defaultNetwork: input.defaultNetwork,
    defaultPaymentMethod: input.defaultPaymentMethod,
    defaultAsset: input.defaultAsset,
    partnerUserId: input.partnerUserId,
  };
  for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
}
