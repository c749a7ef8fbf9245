import {
  type Abi,
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  getAddress,
  type Hex,
  http,
  keccak256,
  maxUint256,
  parseEther,
  toHex,
} from "viem";
import { foundry } from "viem/chains";
import { TestNFT } from "../artifacts/TestNFT.ts";
import { deployContract } from "../deployContract.ts";
import { devAccount } from "../devAccounts.ts";
import { ScanCollectibles } from "./artifacts/ScanCollectibles.ts";
import { ScanDrainer } from "./artifacts/ScanDrainer.ts";
import { ScanPool } from "./artifacts/ScanPool.ts";
import { ScanSale } from "./artifacts/ScanSale.ts";
import { ScanToken } from "./artifacts/ScanToken.ts";

/** 6 decimals, like a stablecoin. */
export const SUSD = 10n ** 6n;
/** How far the chain's clock moves between the honest contracts and the drainers (30 days). */
export const CORPUS_AGE_GAP_SECONDS = 30 * 24 * 3600;

/** Everything the EVM scenarios refer to. */
export interface EvmScanFixtures {
  chainId: number;
  /** The user whose requests are scanned (dev account 1). */
  victim: Address;
  /** A used account the victim trusts (dev account 2). */
  friend: Address;
  /** The address the victim sent tokens to before (its Transfer is in the chain's history). */
  pastRecipient: Address;
  /** Same first and last hex digits as pastRecipient, different middle: the poisoner's vanity address. */
  lookalike: Address;
  /** A key-held account with some ETH that phishing signatures grant to. */
  attacker: Address;
  /** Never used: no code, no nonce, no balance. */
  fresh: Address;
  /** On the corpus blocklist. */
  blocklisted: Address;
  token: Address;
  otherToken: Address;
  nft: Address;
  collectibles: Address;
  pool: Address;
  sale: Address;
  closedSale: Address;
  /** Deployed after the 30-day jump: a young contract. */
  drainer: Address;
  drainerBeneficiary: Address;
  /** The victim's NFT ids (TestNFT) and ERC-1155 ids with balances. */
  nftIds: bigint[];
  victimTokenBalance: bigint;
  victimEthBalance: bigint;
  /** Chain time after setup (unix seconds), for permit deadlines. */
  now: bigint;
}

/** A deterministic address nobody holds a key for (the corpus only scans, it never sends from it). */
export function corpusAddress(label: string): Address {
  return getAddress(`0x${keccak256(toHex(`foyer-scan-corpus:${label}`)).slice(26)}`);
}

/** Replaces the middle of an address, keeping 4 hex digits at each end: what an address poisoner generates. */
function lookalikeOf(address: Address): Address {
  const hex = address.slice(2).toLowerCase();
  const middle = keccak256(toHex(`lookalike:${hex}`)).slice(2, 2 + 32);
  return getAddress(`0x${hex.slice(0, 4)}${middle}${hex.slice(-4)}`);
}

/**
 * Deploys the corpus's contracts and state on a fresh anvil: the honest ones first (ERC-20 with permit, an
 * ETH/token pool with liquidity, a paid mint open and one closed, an ERC-721 and an ERC-1155 with the
 * victim's tokens), then moves the chain's clock 30 days on and deploys the drainer (so it is young and
 * the others are old). The victim sends tokens to `pastRecipient` (history for the poisoning scenarios)
 * and approves the pool (so a token → ETH swap simulates).
 */
export async function deployEvmScanFixtures(rpcUrl: string): Promise<EvmScanFixtures> {
  const publicClient = createPublicClient({ transport: http(rpcUrl) });
  const chainId = await publicClient.getChainId();
  const chain = { ...foundry, id: chainId };
  const deployer = devAccount(0);
  const victimAccount = devAccount(1);
  const victim = victimAccount.address;
  const friend = devAccount(2).address;
  const attacker = devAccount(3).address;
  const deployerWallet = createWalletClient({ account: deployer, chain, transport: http(rpcUrl) });
  const victimWallet = createWalletClient({ account: victimAccount, chain, transport: http(rpcUrl) });
  const testClient = createTestClient({ mode: "anvil", chain, transport: http(rpcUrl) });
  const wait = async (hash: Hex) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    if (receipt.status !== "success") throw new Error(`corpus setup transaction ${hash} reverted`);
  };
  const write = async (
    wallet: typeof deployerWallet,
    address: Address,
    abi: Abi,
    functionName: string,
    args: unknown[],
    value?: bigint,
  ) => wait(await wallet.writeContract({ address, abi, functionName, args, value } as never));

  const token = await deployContract(rpcUrl, deployer, ScanToken, ["Scan USD", "SUSD", 6], chain);
  const otherToken = await deployContract(rpcUrl, deployer, ScanToken, ["Scan Gold", "SGLD", 18], chain);
  const nft = await deployContract(rpcUrl, deployer, TestNFT, [], chain);
  const collectibles = await deployContract(rpcUrl, deployer, ScanCollectibles, [], chain);
  const pool = await deployContract(rpcUrl, deployer, ScanPool, [token], chain);
  const sale = await deployContract(rpcUrl, deployer, ScanSale, [parseEther("0.05")], chain);
  const closedSale = await deployContract(rpcUrl, deployer, ScanSale, [parseEther("0.05")], chain);

  await write(deployerWallet, closedSale, ScanSale.abi, "setActive", [false]);
  await write(deployerWallet, token, ScanToken.abi, "mint", [deployer.address, 1_000_000n * SUSD]);
  await write(deployerWallet, token, ScanToken.abi, "approve", [pool, maxUint256]);
  await write(deployerWallet, pool, ScanPool.abi, "addLiquidity", [300_000n * SUSD], parseEther("100"));
  await write(deployerWallet, token, ScanToken.abi, "mint", [victim, 5_000n * SUSD]);
  await write(deployerWallet, otherToken, ScanToken.abi, "mint", [victim, parseEther("40")]);
  const nftIds: bigint[] = [];
  for (let i = 0; i < 2; i++) {
    await write(deployerWallet, nft, TestNFT.abi, "mint", [victim]);
    nftIds.push(BigInt(i + 1));
  }
  await write(deployerWallet, collectibles, ScanCollectibles.abi, "mint", [victim, 1n, 10n]);
  await write(deployerWallet, collectibles, ScanCollectibles.abi, "mint", [victim, 2n, 3n]);
  // The attacker's account has been used (so it is a "wallet", not "fresh").
  await wait(await deployerWallet.sendTransaction({ to: attacker, value: parseEther("1") }));

  const pastRecipient = corpusAddress("past-recipient");
  await write(victimWallet, token, ScanToken.abi, "transfer", [pastRecipient, 100n * SUSD]);
  await write(victimWallet, token, ScanToken.abi, "approve", [pool, maxUint256]);

  // The honest contracts are now 30 days old; what is deployed next is young.
  await testClient.increaseTime({ seconds: CORPUS_AGE_GAP_SECONDS });
  await testClient.mine({ blocks: 1 });
  const drainerBeneficiary = corpusAddress("drainer-beneficiary");
  const drainer = await deployContract(rpcUrl, deployer, ScanDrainer, [drainerBeneficiary], chain);

  const [victimTokenBalance, victimEthBalance, block] = await Promise.all([
    publicClient.readContract({ address: token, abi: ScanToken.abi, functionName: "balanceOf", args: [victim] }),
    publicClient.getBalance({ address: victim }),
    publicClient.getBlock(),
  ]);
  return {
    chainId,
    victim,
    friend,
    pastRecipient,
    lookalike: lookalikeOf(pastRecipient),
    attacker,
    fresh: corpusAddress("fresh"),
    blocklisted: corpusAddress("blocklisted"),
    token,
    otherToken,
    nft,
    collectibles,
    pool,
    sale,
    closedSale,
    drainer,
    drainerBeneficiary,
    nftIds,
    victimTokenBalance: victimTokenBalance as bigint,
    victimEthBalance,
    now: block.timestamp,
  };
}
