export { TestUSDC } from "./artifacts/TestUSDC.ts";
export { type Artifact, deployContract } from "./deployContract.ts";
export { devAccount, devMnemonic } from "./devAccounts.ts";
export { findAnvil } from "./findAnvil.ts";
export { type Anvil, type StartAnvilOptions, startAnvil } from "./startAnvil.ts";
