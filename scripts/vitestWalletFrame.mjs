// Vitest globalSetup of the projects that start servers: the wallet frame bundle the server serves
// (packages/server/dist/wallet-frame) is rebuilt from the current sources once per run.
import { buildWalletFrame } from "./buildWalletFrame.mjs";

export default async function setup() {
  await buildWalletFrame();
}
