import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { errorCodes } from "./catalogue.ts";
import { reservedErrorCodes, reservedWalletProxyErrorTypes } from "./reservedErrorCodes.ts";

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
const packageSources = readdirSync(PACKAGES)
  .map((pkg) => join(PACKAGES, pkg, "src"))
  .filter((dir) => {
    try {
      return statSync(dir).isDirectory();
    } catch {
      return false;
    }
  })
  .flatMap(sourceFiles);
const sources = packageSources.map((file) => readFileSync(file, "utf8")).join("\n");
/** The wallet frame's own sources: where a wallet-proxy error type is raised. */
const frameSources = packageSources
  .filter((file) => file.includes("/wallet-frame/src/"))
  .map((file) => readFileSync(file, "utf8"))
  .join("\n");

const SPEC_001 = fileURLToPath(
  new URL("../../../../../shared/spec/embedded-wallets-funding-transactions.md", import.meta.url),
);
/** Copy of spec 001 §3 "Wallet-proxy error types", used when the spec is not checked out beside the repository. */
const PROXY_TYPES_COPY =
  "error, invalid_request_arguments, wallet_not_on_device, invalid_recovery_pin, insufficient_funds, missing_or_invalid_mfa, mfa_verification_max_attempts_reached, mfa_timeout, twilio_verification_failed.";
function specProxyTypes(): string[] {
  const text = existsSync(SPEC_001)
    ? readFileSync(SPEC_001, "utf8")
    : `- Wallet-proxy error types: ${PROXY_TYPES_COPY}`;
  const line = /^- Wallet-proxy error types: (.+)$/m.exec(text)?.[1] ?? "";
  return line
    .replace(/\.\s*$/, "")
    .split(",")
    .map((type) => type.trim());
}

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

  it("every wallet-proxy error type of spec 001 §3 is raised by the wallet frame, or reserved with a reason", () => {
    const types = specProxyTypes();
    expect(types).toHaveLength(9);
    const unraised = types.filter(
      (type) => !frameSources.includes(`"${type}"`) && !(type in reservedWalletProxyErrorTypes),
    );
    expect(unraised).toEqual([]);
    for (const [type, reason] of Object.entries(reservedWalletProxyErrorTypes)) {
      expect(types).toContain(type);
      expect(sources.includes(`"${type}"`), type).toBe(false);
      expect(reason.length).toBeGreaterThan(40);
    }
  });
});
