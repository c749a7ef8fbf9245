import { getAddress } from "viem";
import { createSiweMessage } from "viem/siwe";
import type { SiweApi } from "../api/siwe.ts";
import type { SiwsApi } from "../api/siws.ts";
import { buildSiwsMessage } from "./buildSiwsMessage.ts";

/** What a headless wallet sign-in needs to write the message its wallet signs. */
export interface WalletLoginMessageInput {
  address: string;
  /** host[:port] of the page the message is for (the server accepts only the app's allowed origins). */
  domain: string;
  /** The page's origin. */
  uri: string;
  statement?: string;
  /** A solved captcha's token: siwe/init and siws/init refuse the nonce without one when the app has captcha on. */
  captchaToken?: string;
  issuedAt?: Date;
}

/**
 * Asks `siwe/init` for a nonce (sending the captcha token) and writes the EIP-4361 message to sign with
 * `personal_sign`. The message and its signature then go to `siwe/authenticate`.
 *
 * @example
 * const message = await prepareSiweMessage(api.siwe, { address, chainId: 1, domain: location.host, uri: location.origin, captchaToken });
 */
export async function prepareSiweMessage(
  siwe: Pick<SiweApi, "init">,
  input: WalletLoginMessageInput & { chainId: number },
): Promise<string> {
  const address = getAddress(input.address);
  const { nonce } = await siwe.init({ address, captchaToken: input.captchaToken });
  return createSiweMessage({
    domain: input.domain,
    address,
    ...(input.statement ? { statement: input.statement } : {}),
    uri: input.uri,
    version: "1",
    chainId: input.chainId,
    nonce,
    issuedAt: input.issuedAt ?? new Date(),
  });
}

/**
 * Asks `siws/init` for a nonce (sending the captcha token) and writes the Sign In With Solana message to sign
 * with the wallet's `signMessage`. The message and its base64 signature then go to `siws/authenticate`.
 *
 * @example
 * const message = await prepareSiwsMessage(api.siws, { address, domain: location.host, uri: location.origin, captchaToken });
 */
export async function prepareSiwsMessage(
  siws: Pick<SiwsApi, "init">,
  input: WalletLoginMessageInput & { chainId?: string },
): Promise<string> {
  const { nonce } = await siws.init({ address: input.address, captchaToken: input.captchaToken });
  return buildSiwsMessage({
    domain: input.domain,
    address: input.address,
    ...(input.statement ? { statement: input.statement } : {}),
    uri: input.uri,
    ...(input.chainId ? { chainId: input.chainId } : {}),
    nonce,
    issuedAt: input.issuedAt ?? new Date(),
  });
}
