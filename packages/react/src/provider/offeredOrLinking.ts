import type { LinkMethod } from "@foyer/core/login";
import type { LoginControllerOptions } from "@foyer/core/runtime/login";

/**
 * A lazily loaded method's `neededFor`: the opening offers one of the entries `draws` (the app's login methods,
 * `LoginControllerOptions.offered`) or starts a link of `linkMethod`; loaded before the opening starts. Imported by
 * the descriptors of methods/builtinMethodList.ts only (not the modal's chunk: see methods/openingMethods.ts).
 */
export const offeredOrLinking =
  (linkMethod: LinkMethod, draws: (name: string) => boolean) =>
  (options: LoginControllerOptions): boolean =>
    (options.mode === "link" && options.linkMethod === linkMethod) || options.offered?.some(draws) === true;
