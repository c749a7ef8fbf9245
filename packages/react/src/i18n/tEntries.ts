import { entriesMessages } from "./entriesMessages.ts";
import { translator } from "./t.ts";

/** `t` of the landing's entries that load apart from the modal (entriesMessages.ts). */
export const tEntries: (key: keyof typeof entriesMessages) => string = translator(entriesMessages);
