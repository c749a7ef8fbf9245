import type { LoginMode } from "../../api/wire.ts";
import { toFlowError } from "../../errors/FoyerError.ts";
import type { LoginEvent } from "../../flows/login/loginTypes.ts";
import type { WalletFlowEffect } from "../../flows/walletConnect/walletFlowTypes.ts";
import type { AuthResult, User } from "../../types.ts";
import { fillMobileLink } from "../../wallets/external/fillMobileLink.ts";
import { separatesConnectAndSign } from "../../wallets/separatesConnectAndSign.ts";
import type { FoyerStore } from "../FoyerStore.ts";
import type { WalletManager } from "./createWalletManager.ts";

type RuntimeEffect = Extract<WalletFlowEffect, { type: "connect" | "signIn" | "openUrl" }>;

export interface WalletEffectHooks {
  send(event: LoginEvent): void;
  /** Login without sign-up (`login({ disableSignup: true })`). */
  mode?: LoginMode;
  /** For siwe/init or siws/init when the app has captcha on. */
  captchaToken?: string;
  /** Sign-in done: store the session, then tell the login flow (same as the other methods). */
  settle(
    outcome: Promise<
      { kind: "signedIn"; result: AuthResult } | { kind: "linked"; user: User; alreadyLinked?: boolean }
    >,
    onError: (error: unknown) => void,
  ): void;
  /** A wallet connected (connect-only mode reports it to the host). */
  connected(wallet: {
    address: string;
    chainType: "ethereum" | "solana";
    walletClientType: string;
    connectorType: string;
  }): void;
}

/** Carries out a wallet effect of the login flow and answers with `wallet` events (or authenticated / linked). */
export function runWalletEffect(
  store: FoyerStore,
  manager: WalletManager,
  effect: RuntimeEffect,
  hooks: WalletEffectHooks,
): void {
  const wallet = (event: Extract<LoginEvent, { type: "wallet" }>["event"]) => hooks.send({ type: "wallet", event });
  switch (effect.type) {
    case "connect": {
      const { attempt, choice } = effect;
      manager
        .connect(choice, (uri) => wallet({ type: "pairingUri", uri, attempt }), { reset: effect.reset === true })
        .then(
          (session) => {
            hooks.connected({
              address: session.address,
              chainType: choice.chain,
              walletClientType: choice.walletClientType,
              connectorType: choice.connectorType,
            });
            wallet({
              type: "connected",
              address: session.address,
              attempt,
              ledgerPlugin: session.ledgerPlugin,
              signsSeparately: separatesConnectAndSign(manager.connectors, choice),
            });
          },
          (error: unknown) => wallet({ type: "connectFailed", error: toFlowError(error), attempt }),
        );
      return;
    }
    case "signIn": {
      const { attempt } = effect;
      const session = manager.session(effect.address);
      const config = store.getSnapshot().config;
      const appName = config?.appName ?? "this app";
      // Link mode: was this wallet already on the user? ("Wallet was already linked.")
      const before = store.getSnapshot().user?.linkedAccounts ?? [];
      const alreadyLinked = before.some(
        (a) =>
          a.type === "wallet" && session !== undefined && a.address.toLowerCase() === session.address.toLowerCase(),
      );
      const outcome = session
        ? manager.signIn(session, {
            purpose: effect.purpose,
            ledger: effect.ledger,
            supportedChains: config?.supportedChains ?? null,
            defaultChain: config?.defaultChain ?? null,
            statement: `By signing, you are proving you own this wallet and logging in to ${appName}. This does not initiate a transaction or cost any fees.`,
            ...(hooks.mode ? { mode: hooks.mode } : {}),
            ...(hooks.captchaToken === undefined ? {} : { captchaToken: hooks.captchaToken }),
            progress: (stage) => wallet({ type: "progress", stage, attempt }),
          })
        : Promise.reject(new Error("The wallet is no longer connected."));
      const marked = outcome.then((done) =>
        done.kind === "linked" && alreadyLinked ? { ...done, alreadyLinked } : done,
      );
      hooks.settle(marked, (error) => wallet({ type: "signInFailed", error: toFlowError(error), attempt }));
      return;
    }
    case "openUrl":
      window.location.href = fillMobileLink(effect.url);
      return;
  }
}
