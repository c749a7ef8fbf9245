import { kit } from "../kit/kit.ts";
import type { MessageKey } from "./messages.ts";
import { screensMessages } from "./screensMessages.ts";

export type ScreensMessageKey = MessageKey | keyof typeof screensMessages;
type Params = Record<string, string | number>;

// Built on first use over the modal's catalogue, which the kit hands over (kit/kit.ts): imported, it would
// leave the modal's chunk for a chunk of its own shared with these screens.
let translate: ((key: ScreensMessageKey, params?: Params) => string) | undefined;

/**
 * `t` of the login flow's screens off the email journey (error, terms, embedded wallet): the login modal's
 * texts and theirs. A catalogue of its own, so the email journey does not download their texts.
 */
export function t(key: ScreensMessageKey, params?: Params): string {
  translate ??= kit.translator<ScreensMessageKey>({ ...kit.messages, ...screensMessages });
  return translate(key, params);
}
