import { messages } from "./messages.ts";
import { translator } from "./t.ts";
import { walletsMessages } from "./walletsMessages.ts";

const catalogue = { ...messages, ...walletsMessages };
export type WalletsMessageKey = keyof typeof catalogue;

/** `t` of the external-wallet screens: the login modal's texts and theirs (loaded with those screens only). */
export const t: (key: WalletsMessageKey, params?: Record<string, string | number>) => string = translator(catalogue);
