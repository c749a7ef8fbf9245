import { kit } from "../kit/kit.ts";
import { entriesMessages } from "./entriesMessages.ts";

type EntriesMessageKey = keyof typeof entriesMessages;

// Built on first use with the kit's translator (kit/kit.ts): imported, i18n/t.ts would leave the modal's chunk.
let translate: ((key: EntriesMessageKey) => string) | undefined;

/** `t` of the landing's entries that load apart from the modal (entriesMessages.ts). */
export function tEntries(key: EntriesMessageKey): string {
  translate ??= kit.translator<EntriesMessageKey>(entriesMessages);
  return translate(key);
}
