import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { errorCodes } from "./catalogue.ts";
import { reservedErrorCodes } from "./reservedErrorCodes.ts";

const PACKAGES = fileURLToPath(new URL("../../../", import.meta.url));
const OWN = new Set(["catalogue.ts", "reservedErrorCodes.ts"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" || name === "dist" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !OWN.has(name) ? [path] : [];
  });
}

/** Every source file of every package (tests and the catalogue itself excluded), as one text. */
const sources = readdirSync(PACKAGES)
  .map((pkg) => join(PACKAGES, pkg, "src"))
  .filter((dir) => {
    try {
      return statSync(dir).isDirectory();
    } catch {
      return false;
    }
  })
  .flatMap(sourceFiles)
  .map((file) => readFileSync(file, "utf8"))
  .join("\n");

describe("catalogue codes in use", () => {
  it("every code is raised somewhere, or reserved with a reason", () => {
    const unused = errorCodes.filter((code) => !sources.includes(`"${code}"`) && !(code in reservedErrorCodes));
    expect(unused).toEqual([]);
  });

  it("a reserved code is not raised anywhere, and each reason says why", () => {
    for (const [code, reason] of Object.entries(reservedErrorCodes)) {
      expect(sources.includes(`"${code}"`), code).toBe(false);
      expect(reason.length).toBeGreaterThan(40);
    }
  });
});
