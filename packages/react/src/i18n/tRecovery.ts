import { kit } from "../kit/kit.ts";
import type { MessageKey } from "./messages.ts";
import { recoveryMessages } from "./recoveryMessages.ts";

export type RecoveryMessageKey = MessageKey | keyof typeof recoveryMessages;
type Params = Record<string, string | number>;

// Built on first use over the modal's catalogue, which the kit hands over (kit/kit.ts): imported, it would
// leave the modal's chunk for a chunk of its own shared with these screens.
let translate: ((key: RecoveryMessageKey, params?: Params) => string) | undefined;

/**
 * `t` of the recovery and MFA screens: the login modal's texts and theirs. A catalogue of its own, so the
 * login journey does not download the recovery texts.
 */
export function t(key: RecoveryMessageKey, params?: Params): string {
  translate ??= kit.translator<RecoveryMessageKey>({ ...kit.messages, ...recoveryMessages });
  return translate(key, params);
}
