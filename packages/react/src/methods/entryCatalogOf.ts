import { type ClientLoginMethod, methodDrawing } from "../provider/ClientLoginMethod.ts";

/** What the entry list needs to know of the registered methods: which names have an entry, and their account types. */
export interface EntryCatalog {
  /** The method drawing the entry of login-method name `name`, if any (no dead buttons). */
  methodOf(name: string): ClientLoginMethod | undefined;
  /** The account type an entry is remembered under (the "Recent" chip). */
  accountType(name: string): string;
  /** Entries of the host's own methods, drawn after the app's configured login methods. */
  extraEntries: readonly string[];
}

/**
 * The entry catalogue of a list of client methods (built-in ones first, then the host's), `extra` being the
 * host's ones among them.
 */
export function entryCatalogOf(
  methods: readonly ClientLoginMethod[],
  extra: readonly ClientLoginMethod[] = [],
): EntryCatalog {
  const methodOf = (name: string) => methodDrawing(methods, name);
  return {
    methodOf,
    accountType: (name) => methodOf(name)?.accountType?.(name) ?? name,
    extraEntries: extra.flatMap((m) => (Array.isArray(m.entries) ? (m.entries as readonly string[]) : [])),
  };
}
