import { baseAccount } from "@foyer/core/connectors/baseAccount";
import { coinbaseWallet } from "@foyer/core/connectors/coinbaseWallet";
import { walletConnect } from "@foyer/core/connectors/walletConnect";
import { FoyerProvider, handleOAuthRedirect } from "@foyer/react";
import { foyerSolana } from "@foyer/react/solana";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { base, mainnet } from "viem/chains";
import { App } from "./App.tsx";
import {
  accentParam,
  appId,
  createOnLoginParam,
  oauthModeParam,
  serverUrl,
  themeParam,
  walletConnectListingUrl,
  walletConnectRelayUrl,
  walletFrameUrl,
  walletsParam,
} from "./demoEnv.ts";
import "./styles.css";
import { devChain, devChainEnv } from "./devChain.ts";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing");

// In the OAuth popup this page only hands the provider's answer back to the opener, then closes.
if (!handleOAuthRedirect()) renderDemo(root);

function renderDemo(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <FoyerProvider
        appId={appId}
        serverUrl={serverUrl}
        walletFrameUrl={walletFrameUrl}
        solana={foyerSolana}
        config={{
          embeddedWallets: createOnLoginParam
            ? {
                ethereum: { createOnLogin: createOnLoginParam },
                solana: { createOnLogin: createOnLoginParam },
              }
            : {},
          // Four primary methods (the recommended most); every other method sits under "More options".
          loginMethods: walletsParam ? ["wallet", "email", "google", "sms"] : ["email", "google", "sms", "passkey"],
          overflowLoginMethods: [
            ...(walletsParam ? (["passkey"] as const) : []),
            "github",
            "discord",
            "twitter",
            "apple",
            "telegram",
            "farcaster",
          ],
          oauth: { mode: oauthModeParam },
          // The local anvil of npm start (devChain.ts) first: wallets are asked to switch to it, offline.
          supportedChains: [devChain, mainnet, base],
          defaultChain: devChain,
          rpcConfig: {
            rpcUrls: { [devChain.id]: devChainEnv.evmRpcUrl },
            solanaRpcUrls: { localnet: devChainEnv.solanaRpcUrl },
          },
          // The connectors Foyer ships; each SDK loads only when the user picks its wallet. WalletConnect only with
          // npm start's local relay, which also serves the wallet listing: the demo never reaches WalletConnect's.
          walletConnectors: [
            ...(walletConnectRelayUrl
              ? [
                  walletConnect({
                    relayUrl: walletConnectRelayUrl,
                    rpcUrls: { [devChain.id]: devChainEnv.evmRpcUrl },
                    ...(walletConnectListingUrl ? { listingUrl: walletConnectListingUrl } : {}),
                  }),
                ]
              : []),
            coinbaseWallet(),
            baseAccount(),
          ],
          // The second dev app (foyer-dev-provider) is a cross-app provider: its button signs in through it.
          crossAppProviders: ["foyer-dev-provider"],
          appearance: {
            loginMessage: "Sign in to try Foyer: email and phone codes arrive in the dev mailbox.",
            // The host's own brand at the foot of the login screen (here the demo's logo).
            footerLogo: "/favicon.svg",
            theme: themeParam as "light" | "dark" | `#${string}` | undefined,
            accentColor: accentParam as `#${string}` | undefined,
            walletChainType: "ethereum-and-solana",
            walletList: [
              "detected_ethereum_wallets",
              "detected_solana_wallets",
              "metamask",
              "phantom",
              "coinbase_wallet",
              "rainbow",
              "wallet_connect",
            ],
            showWalletLoginFirst: walletsParam === "first",
          },
        }}
      >
        <App />
      </FoyerProvider>
    </StrictMode>,
  );
}
