import { messages } from "./messages.ts";
import { methodsMessages } from "./methodsMessages.ts";
import { translator } from "./t.ts";

const catalogue = { ...messages, ...methodsMessages };
export type MethodsMessageKey = keyof typeof catalogue;

/** `t` of the other login methods' screens: the login modal's texts and theirs (loaded with those screens only). */
export const t: (key: MethodsMessageKey, params?: Record<string, string | number>) => string = translator(catalogue);
