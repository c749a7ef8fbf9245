import { type HDAccount, mnemonicToAccount } from "viem/accounts";

/** The mnemonic anvil (and hardhat) fund by default. Public knowledge: never hold value with it. */
export const devMnemonic = "test test test test test test test test test test test junk";

/** The dev account at `index` (0–9 are funded with 10 000 ETH on a fresh anvil). */
export function devAccount(index = 0): HDAccount {
  return mnemonicToAccount(devMnemonic, { addressIndex: index });
}
