import { builtinClientMethods } from "./builtinClientMethods.ts";
import { type EntryCatalog, entryCatalogOf } from "./entryCatalogOf.ts";

/**
 * The built-in methods' catalogue (tests and tools). The screens take theirs from the opening's controller: a
 * screen that imported this would put every method's code on its own loading path (issue 19).
 */
export const builtinEntryCatalog: EntryCatalog = entryCatalogOf(builtinClientMethods);
