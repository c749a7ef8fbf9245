// @foyer/react public entry point. A client module for React Server Components (Next.js App Router): the
// provider and hooks run in the browser; a server component may still render <FoyerProvider>.
"use client";
export { type UseFoyer, useFoyer } from "./hooks/useFoyer.ts";
export { useLogin } from "./hooks/useLogin.ts";
export { type EmailLoginState, type UseLoginWithEmail, useLoginWithEmail } from "./hooks/useLoginWithEmail.ts";
export { type SmsLoginState, type UseLoginWithSms, useLoginWithSms } from "./hooks/useLoginWithSms.ts";
export { type UseLoginWithPasskey, useLoginWithPasskey } from "./hooks/useLoginWithPasskey.ts";
export { type UseSignupWithPasskey, useSignupWithPasskey } from "./hooks/useSignupWithPasskey.ts";
export type { PasskeyState } from "./hooks/usePasskeyCeremony.ts";
export { type OAuthLoginState, type UseLoginWithOAuth, useLoginWithOAuth } from "./hooks/useLoginWithOAuth.ts";
export {
  type FarcasterLoginState,
  type UseLoginWithFarcaster,
  useLoginWithFarcaster,
} from "./hooks/useLoginWithFarcaster.ts";
export { type UseCrossAppAccounts, useCrossAppAccounts } from "./hooks/useCrossAppAccounts.ts";
export { useCrossAppDetails } from "./crossApp/useCrossAppDetails.ts";
export { handleOAuthRedirect } from "@foyer/core/runtime";
export { type LinkEmailState, type UseLinkEmail, useLinkEmail } from "./hooks/useLinkEmail.ts";
export { type UseLoginWithSiwe, useLoginWithSiwe } from "./hooks/useLoginWithSiwe.ts";
export { type UseLoginWithSiws, useLoginWithSiws } from "./hooks/useLoginWithSiws.ts";
export type { WalletMessageLoginState } from "./hooks/useWalletMessageLogin.ts";
export type { LoginListener, LoginOptions, LoginResult } from "./provider/createFoyerStore.ts";
export { DEFAULT_SERVER_URL, FoyerProvider, type FoyerProviderProps } from "./FoyerProvider.tsx";
export type {
  ClientLoginMethod,
  LoginEntryProps,
  LoginRunContext,
  LoginScreenProps,
} from "./provider/ClientLoginMethod.ts";
export type { LinkedAccount, OAuthTokens, User } from "@foyer/core/api";
export { sessionCookieFetch } from "@foyer/core/session";
export { type UseWallets, useWallets } from "./hooks/useWallets.ts";
export { type UseConnectWalletOptions, useConnectWallet } from "./hooks/useConnectWallet.ts";
export { type LinkWalletOptions, type UseLinkWallet, useLinkWallet } from "./hooks/useLinkWallet.ts";
export type { ConnectedWallet, WalletSource } from "@foyer/core/wallets";
export type { SolanaStandardWallet, StandardAccount } from "@foyer/core/wallets";
export type { ConnectedWalletInfo, WalletConnectListener } from "./provider/createFoyerStore.ts";
export { type UseCreateWallet, useCreateWallet } from "./hooks/useCreateWallet.ts";
export { useEmbeddedWalletProvider } from "./hooks/useEmbeddedWalletProvider.ts";
export { useEmbeddedWallets } from "./hooks/useEmbeddedWallets.ts";
export { type UseExportWallet, useExportWallet } from "./hooks/useExportWallet.ts";
export { type UseProtectWallet, useProtectWallet } from "./hooks/useProtectWallet.ts";
export {
  type FundWalletOptions,
  type FundWalletResult,
  type UseFundWallet,
  useFundWallet,
} from "./hooks/useFundWallet.ts";
export { type UseScanTransaction, useScanTransaction } from "./hooks/useScanTransaction.ts";
export {
  type SendTransactionHookOptions,
  type UseSendTransaction,
  useSendTransaction,
} from "./hooks/useSendTransaction.ts";
export { type UseSignMessage, useSignMessage } from "./hooks/useSignMessage.ts";
export { type UseSignTransaction, useSignTransaction } from "./hooks/useSignTransaction.ts";
export {
  type SolanaTransactionHookOptions,
  type UseSolanaTransactions,
  useSolanaTransactions,
} from "./hooks/useSolanaTransactions.ts";
export { type UseSignTypedData, useSignTypedData } from "./hooks/useSignTypedData.ts";
export type { SignOptions } from "@foyer/core/runtime/embeddedWallet";
export { type UseMfa, useMfa } from "./hooks/useMfa.ts";
export { type UseMfaEnrollment, useMfaEnrollment } from "./hooks/useMfaEnrollment.ts";
export { type UseSetWalletPassword, useSetWalletPassword } from "./hooks/useSetWalletPassword.ts";
export {
  type RecoverWalletOptions,
  type UseSetWalletRecovery,
  useSetWalletRecovery,
} from "./hooks/useSetWalletRecovery.ts";
