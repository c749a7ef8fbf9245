import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ProviderRpcError, providerRpcError, RPC_ERRORS, rpcCodeOfError } from "./ProviderRpcError.ts";

const PACKAGES = fileURLToPath(new URL("../../../", import.meta.url));
/** The packages whose providers and flows raise wallet-standard errors (devchain's RPC servers are not wallets). */
const SOURCES = ["core/src", "react/src", "wagmi/src", "wallet-frame/src"];
const STANDARD_CODES = Object.values(RPC_ERRORS).map((e) => e.code);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("the wallet-standard error table", () => {
  it("names 4001, 4100, 4200, 4900, 4901 and -32700 … -32002 (spec 000 §8)", () => {
    for (const code of [4001, 4100, 4200, 4900, 4901, -32700, -32600, -32601, -32602, -32603, -32000, -32001, -32002])
      expect(STANDARD_CODES).toContain(code);
    expect(providerRpcError("userRejected")).toMatchObject({ code: 4001, message: "User rejected the request." });
    expect(rpcCodeOfError({ details: { rpcCode: 4901 } })).toBe(4901);
    expect(new ProviderRpcError(-32002, "pending").code).toBe(-32002);
  });

  it("is the only place a provider or flow writes one of its codes (rpcCode / ProviderRpcError / code literals)", () => {
    const literal = new RegExp(
      String.raw`(rpcCode\s*(:|===?)\s*|new ProviderRpcError\(\s*|[^.\w]code\s*(:|===?)\s*)(${STANDARD_CODES.map((c) => String(c).replace("-", "\\-")).join("|")})\b`,
    );
    const offenders = SOURCES.flatMap((dir) => sourceFiles(join(PACKAGES, dir)))
      .filter((file) => !file.endsWith("ProviderRpcError.ts"))
      .flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .filter((line) => literal.test(line) && !line.trim().startsWith("*") && !line.trim().startsWith("//"))
          .map((line) => `${file.slice(PACKAGES.length)}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
