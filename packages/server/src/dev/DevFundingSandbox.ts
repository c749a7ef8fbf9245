/**
 * The local funding sandbox of development (packages/devchain/src/funding, started by `npm start` and the
 * tests): where each stand-in listens and the keys it accepts. `startFundingSandbox` answers this shape;
 * the server gives the `foyer-dev` app a funding configuration pointing at it (withFunding).
 */
export interface DevFundingSandbox {
  coinbase: {
    /** Speaks the Onramp API (`POST /onramp/v1/token`, `GET /onramp/v1/buy/user/{ref}/transactions`). */
    apiUrl: string;
    /** Serves the buy page (`/buy/select-asset`) where the user "pays". */
    payUrl: string;
    apiKeyId: string;
    /** PEM (PKCS#8 or SEC1) EC P-256 private key, as CDP hands out. */
    apiKeySecret: string;
    projectId: string;
    webhookSecret: string;
  };
  moonpay: {
    /** Serves the widget page; checks the URL signature as MoonPay does. */
    widgetUrl: string;
    /** Speaks `GET /v1/transactions/ext/{id}?apiKey=`. */
    apiUrl: string;
    publishableKey: string;
    secretKey: string;
    webhookKey: string;
  };
  /** Speaks Relay's `POST /quote` and `GET /requests/v2`. */
  bridgeApiUrl: string;
  /** Local chain id -> the production chain it stands for with the card providers ("31337" -> 1). */
  chainAliases: Record<string, number>;
  /**
   * The sandbox's local chains: EVM ones (RPC, TestUSDC) and the local Solana chain's USDC mint, served to
   * the client in `funding_config.endpoints` so it can read balances and bridge there.
   */
  chains?: {
    evm: { chainId: number; rpcUrl: string; usdc: string }[];
    solana: { rpcUrl: string; usdcMint: string };
  };
}
