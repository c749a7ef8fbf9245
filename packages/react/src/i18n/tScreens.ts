import { messages } from "./messages.ts";
import { screensMessages } from "./screensMessages.ts";
import { translator } from "./t.ts";

const catalogue = { ...messages, ...screensMessages };
export type ScreensMessageKey = keyof typeof catalogue;

/**
 * `t` of the login flow's screens off the email journey (error, terms, embedded wallet): the login modal's
 * texts and theirs. A catalogue of its own, so the email journey does not download their texts.
 */
export const t: (key: ScreensMessageKey, params?: Record<string, string | number>) => string = translator(catalogue);
