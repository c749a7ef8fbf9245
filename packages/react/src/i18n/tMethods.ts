import { kit } from "../kit/kit.ts";
import type { MessageKey } from "./messages.ts";
import { methodsMessages } from "./methodsMessages.ts";

export type MethodsMessageKey = MessageKey | keyof typeof methodsMessages;
type Params = Record<string, string | number>;

// Built on first use over the modal's catalogue, which the kit hands over (kit/kit.ts): imported, it would
// leave the modal's chunk for a chunk of its own shared with these screens.
let translate: ((key: MethodsMessageKey, params?: Params) => string) | undefined;

/** `t` of the other login methods' screens: the login modal's texts and theirs (loaded with those screens only). */
export function t(key: MethodsMessageKey, params?: Params): string {
  translate ??= kit.translator<MethodsMessageKey>({ ...kit.messages, ...methodsMessages });
  return translate(key, params);
}
