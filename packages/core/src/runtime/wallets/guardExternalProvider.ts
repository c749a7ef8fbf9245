import type { Eip1193Provider } from "../../eip1193/Eip1193Provider.ts";
import type { FoyerStore } from "../FoyerStore.ts";
import type { WalletPrompts } from "./WalletPrompts.ts";

/**
 * The scan step before an external wallet (MetaMask, Rabby, WalletConnect…) is asked to sign: when the app
 * scans transactions, its EIP-1193 provider comes wrapped so that transactions and typed data are scanned on
 * the app's server first, and a Malicious verdict needs the user's confirmation (scanConfirm flow). The scan
 * client and the screen load only when a request is scanned. Scans need a Foyer session: without one (a
 * wallet connected but not logged in) the scan fails and the request goes on to the wallet, the fallback.
 */
export function guardExternalProvider(
  store: FoyerStore,
  prompts: WalletPrompts,
  provider: Eip1193Provider,
  account: string,
): Eip1193Provider {
  if (store.getSnapshot().config?.server?.transaction_scanning_enabled !== true) return provider;
  let guarded: Promise<Eip1193Provider> | null = null;
  const load = () => {
    guarded ??= Promise.all([
      import("../../scan/guardEip1193Provider.ts"),
      import("../../scan/createScanClient.ts"),
    ]).then(([{ guardEip1193Provider }, { createScanClient }]) =>
      guardEip1193Provider(provider, {
        account,
        scan: (body) => createScanClient(store.api.request).scan(body),
        confirm: (result) => prompts.confirmScan(account, result),
      }),
    );
    return guarded;
  };
  const wrapper: Eip1193Provider = {
    request: async (args) => (await load()).request(args),
  };
  if (provider.on) wrapper.on = provider.on.bind(provider);
  if (provider.removeListener) wrapper.removeListener = provider.removeListener.bind(provider);
  return wrapper;
}
