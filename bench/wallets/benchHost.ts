// Browser side of bench/wallets.ts: a host page driving the real wallet frame through EmbeddedWalletProxy.
import { EmbeddedWalletProxy } from "@foyer/core/wallets";

async function run(input: { frameUrl: string; appId: string; tokens: string[]; signs: number }) {
  const proxy = new EmbeddedWalletProxy({ appId: input.appId, frameOrigin: input.frameUrl });
  const t0 = performance.now();
  await proxy.call("ping", {});
  const frameLoadMs = performance.now() - t0;
  const create: number[] = [];
  let last: { entropyId: string; entropyIdVerifier: "ethereum-address-verifier" | "solana-address-verifier" } | null =
    null;
  let lastToken = "";
  for (const accessToken of input.tokens) {
    const start = performance.now();
    const { wallet } = await proxy.create({ accessToken });
    create.push(performance.now() - start);
    last = wallet;
    lastToken = accessToken;
  }
  const sign: number[] = [];
  if (last) {
    for (let i = 0; i < input.signs; i++) {
      const start = performance.now();
      await proxy.signMessage({
        accessToken: lastToken,
        entropyId: last.entropyId,
        entropyIdVerifier: last.entropyIdVerifier,
        chainType: "ethereum",
        hdWalletIndex: 0,
        message: `bench ${i}`,
      });
      sign.push(performance.now() - start);
    }
  }
  return { frameLoadMs, create, sign };
}

(globalThis as unknown as { foyerBench: typeof run }).foyerBench = run;
