import { type Hex, keccak256, type PrivateKeyAccount, stringToHex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { IdRegistryLocation } from "./readCustody.ts";

/** A dev Farcaster identity: the fid and the custody key that signs for it. */
export interface DevFarcasterIdentity {
  fid: number;
  custody: PrivateKeyAccount;
}

type Devchain = typeof import("@foyer/devchain");
interface Started {
  devchain: Devchain;
  stop(): Promise<void>;
  registry: IdRegistryLocation;
}

/**
 * Development only: an anvil of its own (free port) with the IdRegistry stand-in deployed, started on first
 * use, so a server that never sees a Farcaster login never starts a chain. Each dev user name maps to a
 * fixed fid and custody key (derived from the name; public, never hold value with them), registered on
 * first use.
 */
export class DevFarcasterChain {
  #started: Promise<Started> | null = null;
  /** Registrations run one after another (one sender, one nonce sequence). */
  #queue: Promise<unknown> = Promise.resolve();
  readonly #registered = new Set<number>();

  registry(): Promise<IdRegistryLocation> {
    return this.#start().then((started) => started.registry);
  }

  /** The identity of `username`, registered in the dev IdRegistry. */
  async identity(username: string): Promise<DevFarcasterIdentity> {
    const { fid, custody } = devFarcasterIdentity(username);
    const started = await this.#start();
    const registration = this.#queue.then(async () => {
      if (this.#registered.has(fid)) return;
      const { devchain, registry } = started;
      await devchain.registerFid(
        registry.rpcUrl,
        registry.address,
        devchain.devAccount(0),
        BigInt(fid),
        custody.address,
      );
      this.#registered.add(fid);
    });
    this.#queue = registration.catch(() => undefined);
    await registration;
    return { fid, custody };
  }

  async close(): Promise<void> {
    const started = await this.#started?.catch(() => null);
    await started?.stop();
  }

  #start(): Promise<Started> {
    this.#started ??= (async () => {
      // Loaded here only: @foyer/devchain (anvil) is a development dependency of the server.
      const devchain: Devchain = await import("@foyer/devchain");
      const anvil = await devchain.startAnvil();
      // Never outlive the server, even when it exits without close() (stop() kills synchronously).
      const onExit = () => void anvil.stop();
      process.once("exit", onExit);
      const stop = () => {
        process.off("exit", onExit);
        return anvil.stop();
      };
      try {
        const address = await devchain.deployContract(anvil.rpcUrl, devchain.devAccount(0), devchain.IdRegistry);
        return { devchain, stop, registry: { rpcUrl: anvil.rpcUrl, address } };
      } catch (error) {
        await stop();
        throw error;
      }
    })();
    this.#started.catch(() => {
      this.#started = null;
    });
    return this.#started;
  }
}

/** The fixed fid and custody key of a dev user name (case-insensitive). */
export function devFarcasterIdentity(username: string): DevFarcasterIdentity {
  const seed: Hex = keccak256(stringToHex(`foyer-dev-farcaster:${username.trim().toLowerCase()}`));
  const fid = 100_000 + (Number.parseInt(seed.slice(2, 10), 16) % 900_000);
  return { fid, custody: privateKeyToAccount(keccak256(seed)) };
}
