import type { AppSeed } from "../domain/apps/AppSeed.ts";
import { DEV_APP_ID, DEV_APP_ORIGINS } from "../domain/apps/AppService.ts";
import type { DevSeedContext, ServerPlugin } from "./ServerPlugin.ts";

/**
 * The development apps: `foyer-dev` with what each plugin turns on for it (every method that works offline:
 * codes land in the dev mailbox, socials go to the local OpenID provider...), the further apps plugins
 * need, then the configured seeds. A configured `foyer-dev` (e.g. switching a gate on) keeps its own
 * public fields, gets the plugins' dev settings beneath them, and keeps the demo's name and origins.
 */
export function devAppSeeds(
  plugins: readonly ServerPlugin[],
  seeds: readonly AppSeed[],
  dev: DevSeedContext & { origins: string[] },
): AppSeed[] {
  const contributions = plugins.map((plugin) => plugin.devSeed?.(dev) ?? {});
  const config = Object.assign({}, ...contributions.map((seed) => seed.config ?? {}));
  const settings = Object.assign({}, ...contributions.map((seed) => seed.settings ?? {}));
  const origins = [...DEV_APP_ORIGINS, ...dev.origins];
  const extraApps = contributions
    .flatMap((seed) => seed.apps ?? [])
    .filter((extra) => !seeds.some((seed) => seed.id === extra.id));
  const existing = seeds.find((seed) => seed.id === DEV_APP_ID);
  const others = seeds.filter((seed) => seed !== existing);
  const devApp: AppSeed = existing
    ? {
        ...settings,
        ...existing,
        name: existing.name ?? "Foyer Demo",
        allowed_origins: [...(existing.allowed_origins ?? []), ...origins],
      }
    : { id: DEV_APP_ID, name: "Foyer Demo", ...config, allowed_origins: origins, ...settings };
  // Order as before: a configured foyer-dev is seeded last, a generated one first.
  return existing ? [...others, ...extraApps, devApp] : [devApp, ...others, ...extraApps];
}
