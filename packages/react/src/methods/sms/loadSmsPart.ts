import { loadOnce } from "../../ui/loadOnce.ts";

/**
 * The SMS method's part (smsPart.ts: its machine, entry and the code step's calls for a phone), fetched before an
 * opening that offers SMS starts. Here, in the modal's chunk, for the code step's runners; the SMS descriptor
 * (loaded apart with the other methods') gets it as an argument (methods/builtinMethodList.ts).
 */
export const smsPart = loadOnce(() => import("./smsPart.ts"));
