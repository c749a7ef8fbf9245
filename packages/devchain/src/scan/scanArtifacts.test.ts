import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { compileContracts } from "../compileContracts.ts";
import { ScanCollectibles } from "./artifacts/ScanCollectibles.ts";
import { ScanDrainer } from "./artifacts/ScanDrainer.ts";
import { ScanPool } from "./artifacts/ScanPool.ts";
import { ScanSale } from "./artifacts/ScanSale.ts";
import { ScanToken } from "./artifacts/ScanToken.ts";

it("the scan corpus's committed artifacts are exactly what its sources compile to (re-run the compile after an edit)", () => {
  const { contracts } = compileContracts(fileURLToPath(new URL("./contracts", import.meta.url)));
  const committed = { ScanCollectibles, ScanDrainer, ScanPool, ScanSale, ScanToken };
  expect(Object.keys(contracts).sort()).toEqual(Object.keys(committed).sort());
  for (const [name, artifact] of Object.entries(committed)) {
    expect(contracts[name]?.bytecode, name).toBe(artifact.bytecode);
    expect(contracts[name]?.abi, name).toEqual(artifact.abi);
  }
});
