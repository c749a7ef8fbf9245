import { type Address, address, getBase58Decoder } from "@solana/kit";
import type { LiteSVM } from "litesvm";
import { RpcError } from "./RpcError.ts";
import {
  readMintDecimals,
  readTokenAccount,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAMS,
  type TokenAccount,
  uiTokenAmount,
} from "./readTokenAccount.ts";

const base58 = getBase58Decoder();
/** Invalid params, worded as Solana's RPC words them. */
const fail = (message: string): never => {
  throw new RpcError(-32602, message);
};

function toAddress(value: unknown, what: string): Address {
  try {
    return address(String(value));
  } catch {
    return fail(`Invalid param: ${what} is not a base58 address: ${String(value)}`);
  }
}

/** `jsonParsed` data of a token account, as Solana's account parser writes it. */
function parsed(account: TokenAccount, decimals: number, program: string, space: number) {
  return {
    program: program === TOKEN_2022_PROGRAM ? "spl-token-2022" : "spl-token",
    parsed: {
      type: "account",
      info: {
        isNative: account.isNative,
        mint: account.mint,
        owner: account.owner,
        state: account.state,
        tokenAmount: uiTokenAmount(account.amount, decimals),
        ...(account.delegate
          ? { delegate: account.delegate, delegatedAmount: uiTokenAmount(account.delegatedAmount, decimals) }
          : {}),
      },
    },
    space,
  };
}

/**
 * Token reads wallets and funding screens make (spec 001 §7 "Solana token accounts by owner and mint", the
 * Solana USDC balance): getTokenAccountsByOwner (filter by mint or by token program; base58, base64 or
 * jsonParsed) and getTokenAccountBalance, over every account of the SPL Token and Token-2022 programs.
 */
export function createTokenRpcMethods(svm: LiteSVM, context: () => { slot: bigint; apiVersion: string }) {
  const decimalsOf = (mint: string): number | null => {
    const account = svm.getAccount(address(mint));
    return account.exists && TOKEN_PROGRAMS.includes(account.programAddress)
      ? readMintDecimals(account.data as Uint8Array)
      : null;
  };

  const encode = (data: Uint8Array, encoding: unknown): [string, string] => {
    if (encoding === "base64") return [Buffer.from(data).toString("base64"), "base64"];
    if (encoding === undefined || encoding === "base58" || encoding === "binary")
      return [base58.decode(data), "base58"];
    return fail(`Unsupported encoding: ${String(encoding)}`);
  };

  return {
    getTokenAccountsByOwner(params: unknown[]) {
      const owner = toAddress(params[0], "owner");
      const filter = (params[1] ?? {}) as { mint?: unknown; programId?: unknown };
      const options = (params[2] ?? {}) as { encoding?: unknown };
      let programs: readonly string[] = TOKEN_PROGRAMS;
      let mint: Address | null = null;
      if (filter.mint !== undefined) {
        mint = toAddress(filter.mint, "mint");
        const account = svm.getAccount(mint);
        if (!account.exists || decimalsOf(mint) === null) fail("Invalid param: could not find mint");
        programs = [account.exists ? account.programAddress : ""];
      } else if (filter.programId !== undefined) {
        const program = toAddress(filter.programId, "programId");
        if (!TOKEN_PROGRAMS.includes(program)) fail("Invalid param: unrecognized Token program id");
        programs = [program];
      } else {
        fail("Invalid params: expected a mint or programId filter");
      }
      const value = programs.flatMap((program) =>
        svm.getProgramAccounts(address(program)).flatMap((entry) => {
          const token = readTokenAccount(entry.data as Uint8Array);
          if (!token || token.owner !== owner || (mint !== null && token.mint !== mint)) return [];
          const decimals = decimalsOf(token.mint) ?? 0;
          const data =
            options.encoding === "jsonParsed"
              ? parsed(token, decimals, program, entry.data.length)
              : encode(entry.data as Uint8Array, options.encoding);
          return [
            {
              pubkey: entry.address,
              account: {
                data,
                executable: entry.executable,
                lamports: entry.lamports,
                owner: entry.programAddress,
                rentEpoch: 18_446_744_073_709_551_615n,
                space: BigInt(entry.data.length),
              },
            },
          ];
        }),
      );
      return { context: context(), value };
    },

    getTokenAccountBalance(params: unknown[]) {
      const at = toAddress(params[0], "account");
      const account = svm.getAccount(at);
      const token =
        account.exists && TOKEN_PROGRAMS.includes(account.programAddress)
          ? readTokenAccount(account.data as Uint8Array)
          : null;
      if (!token) return fail("Invalid param: not a Token account");
      return { context: context(), value: uiTokenAmount(token.amount, decimalsOf(token.mint) ?? 0) };
    },

    /** Token balances of these accounts (for getTransaction's pre/post token balances). */
    tokenBalances(accounts: readonly string[]) {
      return accounts.flatMap((key, accountIndex) => {
        const account = svm.getAccount(address(key));
        if (!account.exists || !TOKEN_PROGRAMS.includes(account.programAddress)) return [];
        const token = readTokenAccount(account.data as Uint8Array);
        if (!token) return [];
        return [
          {
            accountIndex,
            mint: token.mint,
            owner: token.owner,
            programId: account.programAddress,
            uiTokenAmount: uiTokenAmount(token.amount, decimalsOf(token.mint) ?? 0),
          },
        ];
      });
    },
  };
}
