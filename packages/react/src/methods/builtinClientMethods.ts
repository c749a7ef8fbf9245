import { builtinMethodList } from "./builtinMethodList.ts";
import { methodHelpers } from "./openingMethods.ts";

/**
 * Every login method the modal ships, one folder each beside this file (the core definitions are in
 * `@foyer/core/login`), in one list for tests and tools. The modal loads them per opening (openingMethods.ts):
 * email and the code step with it, the others' descriptors only for an opening that may use them.
 */
export const builtinClientMethods = builtinMethodList(methodHelpers);
