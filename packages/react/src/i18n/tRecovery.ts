import { messages } from "./messages.ts";
import { recoveryMessages } from "./recoveryMessages.ts";
import { translator } from "./t.ts";

const catalogue = { ...messages, ...recoveryMessages };
export type RecoveryMessageKey = keyof typeof catalogue;

/**
 * `t` of the recovery and MFA screens: the login modal's texts and theirs. A catalogue of its own, so the
 * login journey does not download the recovery texts.
 */
export const t: (key: RecoveryMessageKey, params?: Record<string, string | number>) => string = translator(catalogue);
