import { builtinClientMethods } from "./builtinClientMethods.ts";
import { type EntryCatalog, entryCatalogOf } from "./entryCatalogOf.ts";

/**
 * The built-in methods' catalogue (tests and tools). The screens take theirs from the opening's controller: a
 * screen that imported this would put every method's code on its own loading path (issue 19).
 */
export const builtinEntryCatalog: EntryCatalog = entryCatalogOf(builtinClientMethods);

/**
 * Loads the lazily loaded methods' parts, so that the catalogue answers for their entries too (the modal loads
 * an opening's before it starts: `neededFor`).
 */
export const loadBuiltinEntries = (): Promise<unknown> =>
  Promise.all(builtinClientMethods.map((method) => method.loadDefinition?.()));
