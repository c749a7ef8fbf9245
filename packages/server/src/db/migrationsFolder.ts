import { fileURLToPath } from "node:url";

/** Where drizzle-kit writes the SQL migrations (see drizzle.config.ts). */
export const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));
