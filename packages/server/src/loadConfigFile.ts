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

const REFERENCE = /\$(\$)?\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/**
 * Replaces `${NAME}` in every string of the parsed file with the environment variable NAME, so secrets
 * (Twilio auth token, OAuth client secrets...) stay out of the file. `$${NAME}` stays a literal `${NAME}`.
 * A variable that is not set stops the start with an error naming it and where it is used.
 */
export function substituteEnv(value: unknown, env: NodeJS.ProcessEnv, file: string, at = "$"): unknown {
  if (typeof value === "string") {
    return value.replace(REFERENCE, (whole, escaped: string | undefined, name: string) => {
      if (escaped) return whole.slice(1);
      const found = env[name];
      if (found === undefined)
        throw new Error(`${file}: ${at} uses \${${name}}, but the environment variable ${name} is not set.`);
      return found;
    });
  }
  if (Array.isArray(value)) return value.map((item, i) => substituteEnv(item, env, file, `${at}[${i}]`));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, substituteEnv(item, env, file, `${at}.${key}`)]),
    );
  }
  return value;
}

/**
 * Reads foyer.config.json (`{ apps: [...] }`, snake_case app fields plus allowed_origins), with `${ENV}`
 * references replaced (substituteEnv). A path given explicitly must exist; the default path is optional.
 */
export function loadConfigFile(path: string | undefined, cwd = process.cwd(), env = process.env): AppSeed[] {
  const file = resolve(cwd, path ?? "foyer.config.json");
  if (!existsSync(file)) {
    if (path) throw new Error(`FOYER_CONFIG: ${file} does not exist.`);
    return [];
  }
  const parsed = configFileSchema.safeParse(substituteEnv(JSON.parse(readFileSync(file, "utf8")), env, file));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data.apps as AppSeed[];
}
