// The gates' screens (allowlist, user limit, account not found, account transfer) as one chunk: the login modal's
// screen router loads them with one import rather than four, each of which it carried on every email login (issue 19);
// a gate is rare, and its screens are small.
export { AccountNotFoundScreen } from "./AccountNotFoundScreen.tsx";
export { AccountTransferScreen } from "./AccountTransferScreen.tsx";
export { AllowlistScreen } from "./AllowlistScreen.tsx";
export { UserLimitScreen } from "./UserLimitScreen.tsx";
