import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { z } from "zod";
import type { AppSeed } from "./domain/apps/AppSeed.ts";

const configFileSchema = z.object({
  apps: z.array(
    z.looseObject({
      id: z.string().min(1),
      name: z.string().optional(),
      allowed_origins: z.array(z.string()).optional(),
    }),
  ),
});

/**
 * Reads foyer.config.json (`{ apps: [...] }`, snake_case app fields plus allowed_origins). A path given
 * explicitly must exist; the default path is optional.
 */
export function loadConfigFile(path: string | undefined, cwd = process.cwd()): AppSeed[] {
  const file = resolve(cwd, path ?? "foyer.config.json");
  if (!existsSync(file)) {
    if (path) throw new Error(`FOYER_CONFIG: ${file} does not exist.`);
    return [];
  }
  const parsed = configFileSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data.apps as AppSeed[];
}
