import { kit } from "../kit/kit.ts";
import type { MessageKey } from "./messages.ts";
import { walletsMessages } from "./walletsMessages.ts";

export type WalletsMessageKey = MessageKey | keyof typeof walletsMessages;
type Params = Record<string, string | number>;

// Built on first use over the modal's catalogue, which the kit hands over (kit/kit.ts): imported, it would
// leave the modal's chunk for a chunk of its own shared with these screens.
let translate: ((key: WalletsMessageKey, params?: Params) => string) | undefined;

/** `t` of the external-wallet screens: the login modal's texts and theirs (loaded with those screens only). */
export function t(key: WalletsMessageKey, params?: Params): string {
  translate ??= kit.translator<WalletsMessageKey>({ ...kit.messages, ...walletsMessages });
  return translate(key, params);
}
