import { FoyerError } from "../errors/FoyerError.ts";

/**
 * Loads a connector's SDK (an optional peer dependency the host installs). When the import fails, the error
 * tells the host which package to install instead of a bundler's "failed to fetch dynamically imported module".
 *
 * @example const { createCoinbaseWalletSDK } = await importConnectorPackage("Coinbase Wallet", "@coinbase/wallet-sdk", () => import("@coinbase/wallet-sdk"));
 */
export async function importConnectorPackage<T>(
  label: string,
  packageName: string,
  load: () => Promise<T>,
): Promise<T> {
  try {
    return await load();
  } catch (cause) {
    throw new FoyerError(
      "not_supported",
      `${label} needs the ${packageName} package in this app: run npm install ${packageName}.`,
      { cause },
    );
  }
}
