// @foyer/react public entry point.
export { type UseFoyer, useFoyer } from "./hooks/useFoyer.ts";
export { useLogin } from "./hooks/useLogin.ts";
export { type EmailLoginState, type UseLoginWithEmail, useLoginWithEmail } from "./hooks/useLoginWithEmail.ts";
export { type LinkEmailState, type UseLinkEmail, useLinkEmail } from "./hooks/useLinkEmail.ts";
export type { LoginListener, LoginOptions, LoginResult } from "./provider/createFoyerStore.ts";
export { DEFAULT_SERVER_URL, FoyerProvider, type FoyerProviderProps } from "./provider/FoyerProvider.tsx";
