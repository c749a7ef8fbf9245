// Browser side of bench/wallets.ts: a host page driving the real wallet frame through EmbeddedWalletProxy.
import { EmbeddedWalletProxy } from "@foyer/core/wallets";

type Entropy = { entropyId: string; entropyIdVerifier: "ethereum-address-verifier" | "solana-address-verifier" };

const ids = (w: Entropy): Entropy => ({ entropyId: w.entropyId, entropyIdVerifier: w.entropyIdVerifier });

async function timed<T>(into: number[], work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  into.push(performance.now() - start);
  return result;
}

async function run(input: { frameUrl: string; appId: string; tokens: string[]; signs: number }) {
  const proxy = new EmbeddedWalletProxy({ appId: input.appId, frameOrigin: input.frameUrl });
  // Absolute times (timeOrigin + now) so that bench/wallets.ts can set them against the frame's own timeline.
  const mountedAt = performance.timeOrigin + performance.now();
  await proxy.call("ping", {});
  const firstAnswerAt = performance.timeOrigin + performance.now();
  const create: number[] = [];
  let last: Entropy | null = null;
  let lastToken = "";
  for (const accessToken of input.tokens) {
    last = (await timed(create, () => proxy.create({ accessToken }))).wallet;
    lastToken = accessToken;
  }
  const sign: number[] = [];
  // Setting a password in the frame: Argon2id (WebAssembly), a re-split and the server round trip.
  const setPassword: number[] = [];
  const solana = { create: [] as number[], sign: [] as number[] };
  const wallet0 = last;
  if (wallet0) {
    for (let i = 0; i < 3; i++) {
      await timed(setPassword, () =>
        proxy.call("setRecovery", {
          accessToken: lastToken,
          entropyId: wallet0.entropyId,
          entropyIdVerifier: wallet0.entropyIdVerifier,
          recoveryMethod: "user-passcode",
          recoveryPassword: `bench password ${i}`,
        }),
      );
    }
    for (let i = 0; i < input.signs; i++) {
      await timed(sign, () =>
        proxy.signMessage({
          accessToken: lastToken,
          ...ids(wallet0),
          chainType: "ethereum",
          hdWalletIndex: 0,
          message: `bench ${i}`,
        }),
      );
    }
    // The first Solana wallet of the session loads the Solana code (SLIP-10, base58) into the frame.
    const { wallet } = await timed(solana.create, () => proxy.createSolana({ accessToken: lastToken }));
    for (let i = 0; i < Math.min(input.signs, 10); i++) {
      await timed(solana.sign, () =>
        proxy.signMessage({
          accessToken: lastToken,
          ...ids(wallet),
          chainType: "solana",
          hdWalletIndex: 0,
          message: `bench ${i}`,
        }),
      );
    }
  }
  return { mountedAt, firstAnswerAt, create, sign, setPassword, solana };
}

/** A frame's first answer alone: iframe added, ready, ping answered (bench/wallets.ts runs it in new contexts). */
async function firstAnswer(input: { frameUrl: string; appId: string }): Promise<number> {
  const proxy = new EmbeddedWalletProxy({ appId: input.appId, frameOrigin: input.frameUrl });
  const start = performance.now();
  await proxy.call("ping", {});
  return performance.now() - start;
}

Object.assign(globalThis, { foyerBench: run, foyerFirstAnswer: firstAnswer });
