// @foyer/react public entry point.
export { type UseFoyer, useFoyer } from "./hooks/useFoyer.ts";
export { useLogin } from "./hooks/useLogin.ts";
export { type EmailLoginState, type UseLoginWithEmail, useLoginWithEmail } from "./hooks/useLoginWithEmail.ts";
export { type SmsLoginState, type UseLoginWithSms, useLoginWithSms } from "./hooks/useLoginWithSms.ts";
export { type UseLoginWithPasskey, useLoginWithPasskey } from "./hooks/useLoginWithPasskey.ts";
export { type UseSignupWithPasskey, useSignupWithPasskey } from "./hooks/useSignupWithPasskey.ts";
export type { PasskeyState } from "./hooks/usePasskeyCeremony.ts";
export { type OAuthLoginState, type UseLoginWithOAuth, useLoginWithOAuth } from "./hooks/useLoginWithOAuth.ts";
export { handleOAuthRedirect } from "./oauth/handleOAuthRedirect.ts";
export { type LinkEmailState, type UseLinkEmail, useLinkEmail } from "./hooks/useLinkEmail.ts";
export type { LoginListener, LoginOptions, LoginResult } from "./provider/createFoyerStore.ts";
export { DEFAULT_SERVER_URL, FoyerProvider, type FoyerProviderProps } from "./provider/FoyerProvider.tsx";
export type { LinkedAccount, User } from "@foyer/core";
