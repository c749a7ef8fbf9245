import { FOYER_EMBEDDED_RDNS, RPC_ERRORS } from "@foyer/core/embedded";
import { createConnector } from "@wagmi/core";
import { type Address, getAddress, numberToHex, SwitchChainError, UserRejectedRequestError } from "viem";

/** The EIP-1193 provider of a Foyer embedded wallet (`useEmbeddedWalletProvider().getEthereumProvider()`). */
export interface FoyerEthereumProvider {
  request(args: { method: string; params?: unknown[] | Record<string, unknown> }): Promise<unknown>;
  on(event: string, listener: (...args: unknown[]) => void): void;
  removeListener(event: string, listener: (...args: unknown[]) => void): void;
}

export interface FoyerConnectorParameters {
  /** Resolves the embedded wallet's provider once the user is signed in with a wallet. */
  getProvider: () => Promise<FoyerEthereumProvider>;
  /** Default "foyer". */
  id?: string;
  /** Shown in wallet lists; default "Foyer". */
  name?: string;
  icon?: string;
}

const codeOf = (error: unknown) => (error as { code?: number } | null)?.code;

/**
 * A wagmi connector for Foyer's embedded Ethereum wallet: wagmi's actions (sendTransaction, signMessage,
 * switchChain, sendCalls, …) run through the embedded wallet's EIP-1193 provider, so every transaction shows
 * Foyer's approval screen. Provider events become wagmi's change and disconnect events.
 *
 * @example
 * const config = createConfig({ chains: [base], connectors: [foyer({ getProvider })], transports: { [base.id]: http() } });
 * await connect(config, { connector: config.connectors[0] });
 */
export function foyer(parameters: FoyerConnectorParameters) {
  return createConnector<FoyerEthereumProvider>((config) => {
    let provider: FoyerEthereumProvider | null = null;
    const handlers = {
      accountsChanged: (accounts: string[]) => connector.onAccountsChanged(accounts),
      chainChanged: (chainId: string) => connector.onChainChanged(chainId),
      disconnect: () => connector.onDisconnect(),
    };
    const getProvider = async () => {
      provider ??= await parameters.getProvider();
      return provider;
    };
    const listen = async (on: boolean) => {
      const p = await getProvider();
      for (const [event, handler] of Object.entries(handlers))
        (on ? p.on : p.removeListener).call(p, event, handler as (...args: unknown[]) => void);
    };
    const accountsOf = async () =>
      ((await (await getProvider()).request({ method: "eth_accounts" })) as string[]).map((a) => getAddress(a));

    const connector = {
      id: parameters.id ?? "foyer",
      name: parameters.name ?? "Foyer",
      type: "foyer",
      ...(parameters.icon ? { icon: parameters.icon } : {}),
      rdns: FOYER_EMBEDDED_RDNS,
      async connect<withCapabilities extends boolean = false>({
        chainId,
      }: {
        chainId?: number | undefined;
        withCapabilities?: withCapabilities | boolean | undefined;
      } = {}) {
        const p = await getProvider();
        let accounts: readonly Address[];
        try {
          accounts = ((await p.request({ method: "eth_requestAccounts" })) as string[]).map((a) => getAddress(a));
        } catch (error) {
          if (codeOf(error) === RPC_ERRORS.userRejected.code) throw new UserRejectedRequestError(error as Error);
          throw error;
        }
        await listen(true);
        let current = await connector.getChainId();
        if (chainId !== undefined && chainId !== current) current = (await connector.switchChain({ chainId })).id;
        return { accounts, chainId: current } as never;
      },
      async disconnect() {
        await listen(false);
      },
      getAccounts: accountsOf,
      async getChainId() {
        return Number((await (await getProvider()).request({ method: "eth_chainId" })) as string);
      },
      getProvider,
      async isAuthorized() {
        try {
          return (await accountsOf()).length > 0;
        } catch {
          return false;
        }
      },
      async switchChain({ chainId }: { chainId: number }) {
        const chain = config.chains.find((c) => c.id === chainId);
        if (!chain) throw new SwitchChainError(new Error(`Chain ${chainId} is not configured in wagmi`));
        const p = await getProvider();
        const request = () =>
          p.request({ method: "wallet_switchEthereumChain", params: [{ chainId: numberToHex(chainId) }] });
        try {
          await request();
        } catch (error) {
          if (codeOf(error) !== RPC_ERRORS.unrecognizedChain.code) throw new SwitchChainError(error as Error);
          // A chain the wallet does not know yet: add it from wagmi's definition, then switch.
          await p.request({
            method: "wallet_addEthereumChain",
            params: [
              {
                chainId: numberToHex(chainId),
                chainName: chain.name,
                nativeCurrency: chain.nativeCurrency,
                rpcUrls: [...chain.rpcUrls.default.http],
                ...(chain.blockExplorers ? { blockExplorerUrls: [chain.blockExplorers.default.url] } : {}),
              },
            ],
          });
          await request();
        }
        return chain;
      },
      onAccountsChanged(accounts: string[]) {
        if (accounts.length === 0) connector.onDisconnect();
        else config.emitter.emit("change", { accounts: accounts.map((a) => getAddress(a)) });
      },
      onChainChanged(chainId: string) {
        config.emitter.emit("change", { chainId: Number(chainId) });
      },
      onDisconnect() {
        config.emitter.emit("disconnect");
        void listen(false);
      },
    };
    return connector;
  });
}
