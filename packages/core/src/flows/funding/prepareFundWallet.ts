import { FoyerError } from "../../errors/FoyerError.ts";
import type { FundingConfig } from "../../funding/FundingConfig.ts";
import type { FundingMethod, FundingProvider } from "../../wire/WireFundingConfig.ts";
import type { FundingChain, FundingData, FundingUiConfig } from "./FundingData.ts";
import { sanitizeFundingAmount } from "./fundingAmount.ts";

/** What a host passes to `fundWallet` / `useFundWallet().fundWallet(address, options)`. */
export interface FundWalletOptions {
  /** The EVM chain to fund (default: the app's recommended currency's chain). */
  chain?: FundingChain;
  /** The Solana cluster to fund a Solana address on (default mainnet). */
  cluster?: "mainnet" | "devnet" | "testnet" | "localnet";
  /** Decimal string (default: the app's recommended amount). */
  amount?: string;
  /** "native" (default), "USDC", or any ERC-20 with its symbol and decimals. */
  asset?: "native" | "USDC" | { erc20: string; symbol: string; decimals: number };
  card?: { preferredProvider?: FundingProvider };
  defaultFundingMethod?: FundingMethod;
  uiConfig?: FundingUiConfig;
}

export interface FundWalletContext {
  config: FundingConfig | null;
  /** Chains Foyer knows (the host's supported chains), to resolve "eip155:<id>". */
  chains: readonly FundingChain[];
  usdcAddress(chainId: number): string | null;
  walletName: string;
  appName: string;
  comingFromSendTransactionScreen?: boolean;
}

const isEvmAddress = (address: string) => /^0x[0-9a-fA-F]{40}$/.test(address);
const isSolanaAddress = (address: string) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address);

/**
 * The `useFundWallet` action below React: checks the app funds at all ("Couldn't find funding config",
 * 'Funding wallet is not enabled'), resolves chain, asset and amount from the call and the app's
 * recommendation, and answers the FundingData the funding flow starts from ('Invalid funding data' when
 * the address, chain or amount cannot be funded).
 *
 * @example
 * const data = prepareFundWallet("0xabc...", { amount: "0.05", asset: "USDC" }, context);
 * const flow = fundingFlowMachine.initial(data);
 */
export function prepareFundWallet(
  address: string,
  options: FundWalletOptions,
  context: FundWalletContext,
): FundingData {
  const config = context.config;
  if (!config) throw new FoyerError("not_supported", "Couldn't find funding config");
  if (config.methods.length === 0) throw new FoyerError("not_supported", "Funding wallet is not enabled");
  const invalid = () => new FoyerError("invalid_data", "Invalid funding data");
  const chainType = isEvmAddress(address) ? "ethereum" : isSolanaAddress(address) ? "solana" : null;
  if (!chainType) throw invalid();

  const recommended = config.defaultRecommendedCurrency;
  const [namespace, reference] = recommended.chain.split(":");
  let chain: FundingChain | null = null;
  if (chainType === "ethereum") {
    const id = options.chain?.id ?? (namespace === "eip155" ? Number(reference) : Number.NaN);
    chain = options.chain ?? context.chains.find((candidate) => candidate.id === id) ?? null;
    if (!chain) throw invalid();
  }
  const recommendedCluster =
    namespace === "solana" && ["mainnet", "devnet", "testnet", "localnet"].includes(reference ?? "")
      ? (reference as FundingData["solanaChain"])
      : "mainnet";
  const asset = options.asset ?? (recommended.asset === "USDC" ? "USDC" : "native");
  const erc20 = typeof asset === "object" ? asset : null;
  if (erc20 && (chainType !== "ethereum" || !isEvmAddress(erc20.erc20))) throw invalid();
  const isUSDC = asset === "USDC";
  const usdc = isUSDC && chain ? context.usdcAddress(chain.id) : null;
  if (isUSDC && chainType === "ethereum" && !usdc) throw invalid();

  const amount = options.amount ?? config.defaultRecommendedAmount;
  if (sanitizeFundingAmount(amount) !== amount || !(Number(amount) > 0)) throw invalid();
  const defaultMethod =
    options.defaultFundingMethod && config.methods.includes(options.defaultFundingMethod)
      ? options.defaultFundingMethod
      : null;

  return {
    chainType,
    amount,
    address,
    chain,
    solanaChain: chainType === "solana" ? (options.cluster ?? recommendedCluster) : null,
    isUSDC,
    erc20Address: erc20?.erc20 ?? usdc,
    erc20ContractInfo: erc20
      ? { symbol: erc20.symbol, decimals: erc20.decimals }
      : isUSDC
        ? { symbol: "USDC", decimals: 6 }
        : null,
    connectedWalletAddress: null,
    supportedOptions: config.options,
    methods: config.methods,
    preferredCardProvider: options.card?.preferredProvider ?? null,
    defaultFundingMethod: defaultMethod,
    usingDefaultFundingMethod: defaultMethod !== null,
    showAlternateFundingMethod: defaultMethod !== null && config.methods.length > 1,
    errorMessage: null,
    uiConfig: options.uiConfig ?? {},
    crossChainBridgingEnabled: config.crossChainBridgingEnabled,
    comingFromSendTransactionScreen: context.comingFromSendTransactionScreen ?? false,
    walletName: context.walletName,
    appName: context.appName,
  };
}

/**
 * Whether the funding flow opens by itself after a wallet was created (spec 001 §3
 * `prompt_funding_on_wallet_creation`): only when the app asks for it and offers a funding method.
 */
export function shouldPromptFunding(config: FundingConfig | null): boolean {
  return Boolean(config?.promptFundingOnWalletCreation && config.methods.length > 0);
}
