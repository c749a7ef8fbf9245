import type { Address } from "viem";

/** Uniswap's Permit2, the same address on every chain. */
export const PERMIT2_ADDRESS = "0x000000000022D473030F116dDEE9F6B43aC78BA3";
/** uint160's maximum: an "unlimited" Permit2 allowance. */
export const MAX_UINT160 = 2n ** 160n - 1n;

const DOMAIN_FIELDS = [
  { name: "name", type: "string" },
  { name: "version", type: "string" },
  { name: "chainId", type: "uint256" },
  { name: "verifyingContract", type: "address" },
];
const PERMIT2_DOMAIN_FIELDS = [
  { name: "name", type: "string" },
  { name: "chainId", type: "uint256" },
  { name: "verifyingContract", type: "address" },
];
const PERMIT_DETAILS = [
  { name: "token", type: "address" },
  { name: "amount", type: "uint160" },
  { name: "expiration", type: "uint48" },
  { name: "nonce", type: "uint48" },
];
const TOKEN_PERMISSIONS = [
  { name: "token", type: "address" },
  { name: "amount", type: "uint256" },
];

const permit2Domain = (chainId: number) => ({ name: "Permit2", chainId, verifyingContract: PERMIT2_ADDRESS });

/** EIP-2612 Permit typed data, as a dapp passes it to eth_signTypedData_v4. */
export function permitTypedData(o: {
  chainId: number;
  token: Address;
  tokenName: string;
  owner: Address;
  spender: Address;
  value: bigint;
  deadline: bigint;
}) {
  return {
    types: {
      EIP712Domain: DOMAIN_FIELDS,
      Permit: [
        { name: "owner", type: "address" },
        { name: "spender", type: "address" },
        { name: "value", type: "uint256" },
        { name: "nonce", type: "uint256" },
        { name: "deadline", type: "uint256" },
      ],
    },
    primaryType: "Permit",
    domain: { name: o.tokenName, version: "1", chainId: o.chainId, verifyingContract: o.token },
    message: {
      owner: o.owner,
      spender: o.spender,
      value: o.value.toString(),
      nonce: "0",
      deadline: o.deadline.toString(),
    },
  };
}

/** DAI's permit: `allowed: true` is an unlimited allowance. */
export function daiPermitTypedData(o: {
  chainId: number;
  token: Address;
  holder: Address;
  spender: Address;
  expiry: bigint;
}) {
  return {
    types: {
      EIP712Domain: DOMAIN_FIELDS,
      Permit: [
        { name: "holder", type: "address" },
        { name: "spender", type: "address" },
        { name: "nonce", type: "uint256" },
        { name: "expiry", type: "uint256" },
        { name: "allowed", type: "bool" },
      ],
    },
    primaryType: "Permit",
    domain: { name: "Dai Stablecoin", version: "1", chainId: o.chainId, verifyingContract: o.token },
    message: { holder: o.holder, spender: o.spender, nonce: "0", expiry: o.expiry.toString(), allowed: true },
  };
}

/** Permit2 AllowanceTransfer PermitSingle. */
export function permit2SingleTypedData(o: {
  chainId: number;
  token: Address;
  spender: Address;
  amount: bigint;
  expiration: bigint;
}) {
  return {
    types: {
      EIP712Domain: PERMIT2_DOMAIN_FIELDS,
      PermitSingle: [
        { name: "details", type: "PermitDetails" },
        { name: "spender", type: "address" },
        { name: "sigDeadline", type: "uint256" },
      ],
      PermitDetails: PERMIT_DETAILS,
    },
    primaryType: "PermitSingle",
    domain: permit2Domain(o.chainId),
    message: {
      details: { token: o.token, amount: o.amount.toString(), expiration: o.expiration.toString(), nonce: "0" },
      spender: o.spender,
      sigDeadline: o.expiration.toString(),
    },
  };
}

/** Permit2 AllowanceTransfer PermitBatch. */
export function permit2BatchTypedData(o: {
  chainId: number;
  tokens: { token: Address; amount: bigint }[];
  spender: Address;
  expiration: bigint;
}) {
  return {
    types: {
      EIP712Domain: PERMIT2_DOMAIN_FIELDS,
      PermitBatch: [
        { name: "details", type: "PermitDetails[]" },
        { name: "spender", type: "address" },
        { name: "sigDeadline", type: "uint256" },
      ],
      PermitDetails: PERMIT_DETAILS,
    },
    primaryType: "PermitBatch",
    domain: permit2Domain(o.chainId),
    message: {
      details: o.tokens.map((t) => ({
        token: t.token,
        amount: t.amount.toString(),
        expiration: o.expiration.toString(),
        nonce: "0",
      })),
      spender: o.spender,
      sigDeadline: o.expiration.toString(),
    },
  };
}

/** Permit2 SignatureTransfer PermitTransferFrom: one signature, one transfer by the spender. */
export function permit2TransferTypedData(o: {
  chainId: number;
  token: Address;
  spender: Address;
  amount: bigint;
  deadline: bigint;
}) {
  return {
    types: {
      EIP712Domain: PERMIT2_DOMAIN_FIELDS,
      PermitTransferFrom: [
        { name: "permitted", type: "TokenPermissions" },
        { name: "spender", type: "address" },
        { name: "nonce", type: "uint256" },
        { name: "deadline", type: "uint256" },
      ],
      TokenPermissions: TOKEN_PERMISSIONS,
    },
    primaryType: "PermitTransferFrom",
    domain: permit2Domain(o.chainId),
    message: {
      permitted: { token: o.token, amount: o.amount.toString() },
      spender: o.spender,
      nonce: "7",
      deadline: o.deadline.toString(),
    },
  };
}

/** EIP-712's own example: typed data that grants nothing. */
export function mailTypedData(o: { chainId: number; verifyingContract: Address; from: Address; to: Address }) {
  return {
    types: {
      EIP712Domain: DOMAIN_FIELDS,
      Person: [
        { name: "name", type: "string" },
        { name: "wallet", type: "address" },
      ],
      Mail: [
        { name: "from", type: "Person" },
        { name: "to", type: "Person" },
        { name: "contents", type: "string" },
      ],
    },
    primaryType: "Mail",
    domain: { name: "Ether Mail", version: "1", chainId: o.chainId, verifyingContract: o.verifyingContract },
    message: {
      from: { name: "Cow", wallet: o.from },
      to: { name: "Bob", wallet: o.to },
      contents: "Hello, Bob!",
    },
  };
}
