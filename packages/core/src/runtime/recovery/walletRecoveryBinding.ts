import { FoyerError } from "../../errors/FoyerError.ts";
import type { FoyerStore } from "../FoyerStore.ts";
import { withMfaRetry } from "./withMfaRetry.ts";

/**
 * The one place where the recovery and MFA screens meet the embedded-wallet proxy (the wallet frame's
 * host side, spec 001 §7 "Wallet proxy operations"). The screens call these four functions only; the
 * embedded-wallet runtime registers its proxy here with `bindWalletRecovery` when it loads, so this
 * module stays small and holds no wallet code itself.
 *
 * Shapes follow the proxy's setRecovery / recover / verifyMfa payloads (all carry the access token).
 */
export interface RecoveryWalletRef {
  entropyId: string;
  entropyIdVerifier: "ethereum-address-verifier" | "solana-address-verifier";
  /** The wallet's recovery method now ("foyer", "user-passcode", "google-drive", ...). */
  recoveryMethod: string;
}

/** The subset of EmbeddedWalletProxy these flows use (structural, so any conforming proxy binds). */
export interface RecoveryProxy {
  setRecovery(payload: {
    accessToken: string;
    entropyId: string;
    entropyIdVerifier: RecoveryWalletRef["entropyIdVerifier"];
    // biome-ignore lint/suspicious/noExplicitAny: the proxy's RecoveryMethod union; strings from core pass through.
    recoveryMethod: any;
    recoveryPassword?: string;
    recoveryAccessToken?: string;
  }): Promise<unknown>;
  recover(payload: {
    accessToken: string;
    entropyId: string;
    entropyIdVerifier: RecoveryWalletRef["entropyIdVerifier"];
    recoveryPassword?: string;
    recoveryAccessToken?: string;
  }): Promise<unknown>;
  verifyMfa(payload: {
    accessToken: string;
    mfaMethod: "sms" | "passkey";
    mfaCode?: string;
    passkeyResponse?: unknown;
  }): Promise<unknown>;
}

export interface WalletRecoveryBinding {
  proxy(): Promise<RecoveryProxy>;
  /**
   * Legacy create flow (`require_user_owned_recovery_on_create`): creates the user's wallets (Ethereum
   * before Solana) already protected by the chosen method; the runtime calls the proxy's create /
   * createSolana with `recoveryMethod` and the password or drive token.
   */
  createWallets?(input: {
    recoveryMethod: "user-passcode" | "google-drive" | "icloud";
    recoveryPassword?: string;
    recoveryAccessToken?: string;
    ethereum: boolean;
    solana: boolean;
  }): Promise<void>;
  /** The wallet the flows act on (the user's index-0 embedded wallet), or null when there is none. */
  primaryWallet(): Promise<RecoveryWalletRef | null>;
  /**
   * Every root wallet of the user, one per entropy (the Ethereum and the Solana index-0 wallets are two
   * entropies), the primary first. Recovery is the user's choice, not one wallet's: setting or using it
   * acts on all of them. Without it, only the primary.
   */
  rootWallets?(): Promise<RecoveryWalletRef[]>;
  /**
   * The MFA verification screen, shown once when the frame answers missing_or_invalid_mfa (the runtime binds
   * the modal's mfaVerify flow); without it that error is thrown as it is.
   */
  promptMfa?: () => Promise<void>;
}

// The binding lives in the store's own slot (each FoyerProvider has its own; no module keeps a table by store).
const BINDING = Symbol("foyer.walletRecoveryBinding");
const slotOf = (store: FoyerStore) => store.slot(BINDING, () => ({ binding: null as WalletRecoveryBinding | null }));
const bindingOf = (store: FoyerStore): WalletRecoveryBinding | null => slotOf(store).binding;

/** Registers the embedded-wallet proxy of a store (called by the embedded-wallet runtime). */
export function bindWalletRecovery(store: FoyerStore, binding: WalletRecoveryBinding): void {
  slotOf(store).binding = binding;
}

async function bound(store: FoyerStore): Promise<{
  proxy: RecoveryProxy;
  wallet: RecoveryWalletRef;
  /** The primary first, then the user's other root wallets (see WalletRecoveryBinding.rootWallets). */
  wallets: RecoveryWalletRef[];
  accessToken: string;
  keyed: <T>(operation: () => Promise<T>) => Promise<T>;
}> {
  const accessToken = await store.getAccessToken();
  // Setting a recovery method or recovering creates no wallet: the catalogue's text, not creation's.
  if (!accessToken) throw new FoyerError("must_be_authenticated");
  const binding = bindingOf(store);
  if (!binding) throw new FoyerError("unknown_embedded_wallet_error", "Cannot connect to wallet proxy");
  const wallet = await binding.primaryWallet();
  if (!wallet) throw new FoyerError("embedded_wallet_not_found", "Embedded wallet not found");
  const roots = (await binding.rootWallets?.()) ?? [];
  const wallets = [wallet, ...roots.filter((w) => w.entropyId !== wallet.entropyId)];
  // Recovering and re-splitting use the auth share: in an app that forces MFA the verification screen
  // shows once on missing_or_invalid_mfa and the operation runs again.
  const promptMfa = binding.promptMfa;
  const keyed = <T>(operation: () => Promise<T>) =>
    promptMfa ? withMfaRetry(store, operation, () => promptMfa()) : operation();
  return { proxy: await binding.proxy(), wallet, wallets, accessToken, keyed };
}

/** The wallet's current recovery method, or null without a bound proxy or a wallet. */
export async function currentRecoveryMethod(store: FoyerStore): Promise<string | null> {
  const binding = bindingOf(store);
  return binding ? ((await binding.primaryWallet())?.recoveryMethod ?? null) : null;
}

/**
 * Sets (or changes) the recovery method of the user's wallets (every root wallet, the primary first); a
 * password is derived into a key inside the frame, a drive gets one key per wallet.
 */
export async function setWalletRecovery(
  store: FoyerStore,
  input:
    | { method: "user-passcode"; password: string }
    | { method: "google-drive" | "icloud"; accessToken: string }
    | { method: "foyer" },
): Promise<void> {
  const { proxy, wallets, accessToken, keyed } = await bound(store);
  for (const wallet of wallets) {
    await keyed(() =>
      proxy.setRecovery({
        accessToken,
        entropyId: wallet.entropyId,
        entropyIdVerifier: wallet.entropyIdVerifier,
        recoveryMethod: input.method,
        ...(input.method === "user-passcode" ? { recoveryPassword: input.password } : {}),
        ...(input.method === "google-drive" || input.method === "icloud"
          ? { recoveryAccessToken: input.accessToken }
          : {}),
      }),
    );
  }
  await store.session.refreshUser().catch(() => {});
}

/** Creates the wallets of the legacy create flow with their recovery method (see WalletRecoveryBinding). */
export async function createWalletsWithRecovery(
  store: FoyerStore,
  input:
    | { method: "user-passcode"; password: string; ethereum: boolean; solana: boolean }
    | { method: "google-drive" | "icloud"; accessToken: string; ethereum: boolean; solana: boolean },
): Promise<void> {
  const accessToken = await store.getAccessToken();
  if (!accessToken)
    throw new FoyerError("must_be_authenticated", "User must be authenticated before creating a foyer wallet");
  const create = bindingOf(store)?.createWallets;
  if (!create) throw new FoyerError("unknown_embedded_wallet_error", "Cannot connect to wallet proxy");
  await create({
    recoveryMethod: input.method,
    ...(input.method === "user-passcode"
      ? { recoveryPassword: input.password }
      : { recoveryAccessToken: input.accessToken }),
    ethereum: input.ethereum,
    solana: input.solana,
  });
  await store.session.refreshUser().catch(() => {});
}

/**
 * Rebuilds the device shares on this device from the password or the cloud drive's keys: the primary
 * wallet's, then those of the user's other root wallets secured the same way.
 */
export async function recoverWallet(
  store: FoyerStore,
  input: { password: string } | { recoveryAccessToken: string },
): Promise<void> {
  const { proxy, wallet: primary, wallets, accessToken, keyed } = await bound(store);
  for (const wallet of wallets.filter((w) => w === primary || w.recoveryMethod === primary.recoveryMethod)) {
    await keyed(() =>
      proxy.recover({
        accessToken,
        entropyId: wallet.entropyId,
        entropyIdVerifier: wallet.entropyIdVerifier,
        ...("password" in input
          ? { recoveryPassword: input.password }
          : { recoveryAccessToken: input.recoveryAccessToken }),
      }),
    );
  }
}

/** Passes an MFA code or passkey assertion to the frame, which keeps the answered MFA token. */
export async function verifyWalletMfa(
  store: FoyerStore,
  input: { method: "sms"; code: string } | { method: "passkey"; passkeyResponse: unknown },
): Promise<void> {
  const accessToken = await store.getAccessToken();
  if (!accessToken) throw new FoyerError("must_be_authenticated");
  const binding = bindingOf(store);
  if (!binding) throw new FoyerError("unknown_embedded_wallet_error", "Cannot connect to wallet proxy");
  const proxy = await binding.proxy();
  await proxy.verifyMfa(
    input.method === "sms"
      ? { accessToken, mfaMethod: "sms", mfaCode: input.code }
      : { accessToken, mfaMethod: "passkey", passkeyResponse: input.passkeyResponse },
  );
}

/** The wallet-proxy error type the frame attached to an error (spec 001 §3), if any. */
export function walletProxyErrorType(error: unknown): string | null {
  if (!(error instanceof FoyerError)) return null;
  const type = (error.details as { walletProxyErrorType?: unknown } | undefined)?.walletProxyErrorType;
  return typeof type === "string" ? type : null;
}

/** Whether a frame error means "wrong password" (wallet-proxy error type invalid_recovery_pin). */
export function isInvalidRecoveryPin(error: unknown): boolean {
  return walletProxyErrorType(error) === "invalid_recovery_pin";
}
