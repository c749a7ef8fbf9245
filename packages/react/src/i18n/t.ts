import { type MessageKey, messages } from "./messages.ts";

/**
 * The English text for `key`, with `{name}` placeholders replaced from `params`.
 *
 * @example t("code.body", { email: "ada@example.com", app: "Acme" })
 */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  const text: string = messages[key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
