// @foyer/core/runtime/recoveryFlow: the recovery flow's effects (the wallet frame through the recovery
// binding, the recovery OAuth popup, the clipboard and the password file, analytics). React-free: the UI
// layer's recovery flow hands its effects here with its popup opener. Loaded with that flow, never by the barrel.

export { createRecoveryEffects } from "./runtime/recovery/createRecoveryEffects.ts";
