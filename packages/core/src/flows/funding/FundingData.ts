import { DEFAULT_TOKEN_DECIMALS, SOLANA_DECIMALS, USDC_DECIMALS } from "../../constants.ts";
import type { FundingMethod, FundingOption, FundingProvider } from "../../wire/WireFundingConfig.ts";

/** The chain being funded, as spec 001 §3 "Funding data" names it. */
export interface FundingChain {
  id: number;
  name: string;
  nativeCurrency: { symbol: string; decimals: number };
  testnet: boolean;
}

/** What the fund flow shows: the custom texts of `uiConfig` (spec 001 §2, §3). */
export interface FundingUiConfig {
  landing?: { title?: string };
  /** '' hides the receive screen's title. */
  receiveFundsTitle?: string;
  /** '' hides the receive screen's subtitle. */
  receiveFundsSubtitle?: string;
}

/**
 * Everything a funding flow runs with (spec 001 §3 "Funding data"), resolved by `prepareFundWallet` from
 * the host's call and the app's funding configuration.
 */
export interface FundingData {
  chainType: "ethereum" | "solana";
  /** Decimal string in the funded asset's unit. */
  amount: string;
  address: string;
  /** The EVM chain (chainType ethereum). */
  chain: FundingChain | null;
  /** The Solana cluster (chainType solana): "mainnet", "devnet", "testnet" or "localnet". */
  solanaChain: "mainnet" | "devnet" | "testnet" | "localnet" | null;
  isUSDC: boolean;
  erc20Address: string | null;
  erc20ContractInfo: { symbol: string; decimals: number } | null;
  /** The connected wallet a transfer or bridge comes from, once chosen. */
  connectedWalletAddress: string | null;
  supportedOptions: FundingOption[];
  methods: FundingMethod[];
  preferredCardProvider: FundingProvider | null;
  defaultFundingMethod: FundingMethod | null;
  usingDefaultFundingMethod: boolean;
  /** The default method's screen offers a way back to the other methods. */
  showAlternateFundingMethod: boolean;
  errorMessage: string | null;
  uiConfig: FundingUiConfig;
  crossChainBridgingEnabled: boolean;
  /** The host opened funding from the transaction screen's 'Add funds'. */
  comingFromSendTransactionScreen: boolean;
  /** The wallet's name in texts ('Add funds to your {wallet name} wallet'): the app's name for embedded wallets. */
  walletName: string;
  appName: string;
}

/** The funded asset's symbol and decimals. */
export function fundedAsset(data: FundingData): { symbol: string; decimals: number } {
  if (data.erc20ContractInfo) return data.erc20ContractInfo;
  if (data.isUSDC) return { symbol: "USDC", decimals: USDC_DECIMALS };
  if (data.chainType === "solana") return { symbol: "SOL", decimals: SOLANA_DECIMALS };
  // Spec 001 §9: a token of unknown decimals counts 18 (a chain without its currency: ETH).
  return data.chain?.nativeCurrency ?? { symbol: "ETH", decimals: DEFAULT_TOKEN_DECIMALS };
}
