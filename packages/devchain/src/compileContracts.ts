import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** A compiled contract: what src/artifacts/<Name>.ts holds. */
export interface CompiledContract {
  abi: unknown[];
  bytecode: `0x${string}`;
}

/** Where the .sol sources live. */
export const CONTRACTS_DIR = fileURLToPath(new URL("./contracts", import.meta.url));

/**
 * Compiles every .sol of `dir` (default src/contracts) with solc (the npm build, a dev dependency: no download) into the
 * contracts each file is named after. The settings are fixed, so the output is reproducible: the artifacts
 * test recompiles and compares byte for byte.
 */
export function compileContracts(dir: string = CONTRACTS_DIR): {
  version: string;
  contracts: Record<string, CompiledContract>;
} {
  const solc = createRequire(import.meta.url)("solc");
  const sources = Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith(".sol"))
      .sort()
      .map((file) => [file, { content: readFileSync(join(dir, file), "utf8") }]),
  );
  const input = {
    language: "Solidity",
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      // Paris: anvil's default hardfork accepts newer opcodes, but Paris keeps the bytecode deployable on
      // every chain a developer might point the demo at.
      evmVersion: "paris",
      outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input)));
  const errors = (output.errors ?? []).filter((e: { severity: string }) => e.severity === "error");
  if (errors.length) {
    throw new Error(errors.map((e: { formattedMessage: string }) => e.formattedMessage).join("\n"));
  }
  const contracts: Record<string, CompiledContract> = {};
  for (const [file, byName] of Object.entries(output.contracts as Record<string, Record<string, never>>)) {
    for (const [name, artifact] of Object.entries(byName) as [
      string,
      { abi: unknown[]; evm: { bytecode: { object: string } } },
    ][]) {
      if (!file.startsWith(`${name}.`)) continue; // only the contract a file is named after
      contracts[name] = { abi: artifact.abi, bytecode: `0x${artifact.evm.bytecode.object}` };
    }
  }
  return { version: solc.version(), contracts };
}
