// Browser side of bench/wallets.ts: a host page driving the real wallet frame through EmbeddedWalletProxy.
import { EmbeddedWalletProxy } from "@foyer/core/wallets";
import { argon2idAsync } from "@noble/hashes/argon2.js";
import { PASSWORD_KDF, passwordKey } from "../../packages/wallet-frame/src/shareEncryption.ts";

/** Argon2id at the frame's cost: hash-wasm (what the frame runs) and the pure-JS version it replaced. */
async function argon2(runs: number) {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const wasm: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await passwordKey(`bench password ${i}`, salt);
    wasm.push(performance.now() - start);
  }
  const start = performance.now();
  await argon2idAsync(new TextEncoder().encode("bench password"), salt, { ...PASSWORD_KDF });
  return { wasm, pureJs: performance.now() - start };
}

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
  // Setting a password in the frame: Argon2id (WebAssembly), a re-split and the server round trip.
  const setPassword: number[] = [];
  if (last) {
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      await proxy.call("setRecovery", {
        accessToken: lastToken,
        entropyId: last.entropyId,
        entropyIdVerifier: last.entropyIdVerifier,
        recoveryMethod: "user-passcode",
        recoveryPassword: `bench password ${i}`,
      });
      setPassword.push(performance.now() - start);
    }
  }
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
  return { frameLoadMs, create, sign, setPassword, argon2: await argon2(5) };
}

(globalThis as unknown as { foyerBench: typeof run }).foyerBench = run;
