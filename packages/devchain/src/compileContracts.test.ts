import { expect, it } from "vitest";
import { FoyerDelegate } from "./artifacts/FoyerDelegate.ts";
import { IdRegistry } from "./artifacts/IdRegistry.ts";
import { TestNFT } from "./artifacts/TestNFT.ts";
import { TestSmartWallet } from "./artifacts/TestSmartWallet.ts";
import { TestUSDC } from "./artifacts/TestUSDC.ts";
import { compileContracts } from "./compileContracts.ts";

it("the committed artifacts are exactly what the sources compile to (re-run the compile after an edit)", () => {
  const { contracts } = compileContracts();
  const committed = { FoyerDelegate, IdRegistry, TestNFT, TestSmartWallet, TestUSDC };
  expect(Object.keys(contracts).sort()).toEqual(Object.keys(committed).sort());
  for (const [name, artifact] of Object.entries(committed)) {
    expect(contracts[name]?.bytecode, name).toBe(artifact.bytecode);
    expect(contracts[name]?.abi, name).toEqual(artifact.abi);
  }
});
