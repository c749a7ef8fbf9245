import { type MessageKey, messages } from "./messages.ts";

type Params = Record<string, string | number>;

/** A `t` over one catalogue: the text for `key`, with `{name}` placeholders replaced from `params`. */
export function translator<K extends string>(catalogue: Record<K, string>): (key: K, params?: Params) => string {
  return (key, params) => {
    const text: string = catalogue[key];
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
}

/**
 * The English text of the login modal for `key`, with `{name}` placeholders replaced from `params`.
 *
 * @example t("code.body", { email: "ada@example.com", app: "Acme" })
 */
export const t: (key: MessageKey, params?: Params) => string = translator(messages);
