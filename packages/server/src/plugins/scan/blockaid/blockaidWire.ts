// The parts of Blockaid's documented API (https://docs.blockaid.io, "Transaction Scanning": EVM
// `POST /v0/evm/json-rpc/scan`, Solana `POST /v0/solana/message/scan`) that Foyer reads. Fields are
// optional here because Blockaid omits what does not apply; the mapping fills gaps with nulls.

export interface BlockaidAsset {
  type?: string;
  address?: string;
  name?: string;
  symbol?: string;
  logo_url?: string;
  logo?: string | null;
  decimals?: number;
}

export interface BlockaidFeature {
  feature_id: string;
  type: "Malicious" | "Warning" | "Benign" | "Info";
  description: string;
  address?: string | null;
}

export interface BlockaidValidation {
  status?: "Success" | "Error";
  result_type: "Benign" | "Warning" | "Malicious" | "Error";
  reason?: string;
  classification?: string;
  description?: string;
  features?: BlockaidFeature[];
  extended_features?: BlockaidFeature[];
  error?: string;
}

export interface BlockaidEvmAmount {
  raw_value?: string;
  value?: string | number;
  usd_price?: string | number | null;
  token_id?: string | number;
}

export interface BlockaidEvmScanResponse {
  validation?: BlockaidValidation;
  simulation?:
    | {
        status: "Success";
        account_summary?: {
          assets_diffs?: {
            asset_type: string;
            asset: BlockaidAsset;
            in?: BlockaidEvmAmount[];
            out?: BlockaidEvmAmount[];
          }[];
          exposures?: {
            asset_type: string;
            asset: BlockaidAsset;
            spenders?: Record<
              string,
              {
                approval?: string;
                exposure?: BlockaidEvmAmount[];
                expiration?: string;
                is_approved_for_all?: boolean;
                approval_usd_price?: string;
              }
            >;
          }[];
        };
        params?: { block_tag?: string };
      }
    | { status: "Error"; error?: string };
}

export interface BlockaidSolanaAmount {
  raw_value: number | string;
  value: number | string;
  usd_price?: number | string | null;
}

export interface BlockaidSolanaScanResponse {
  status: "SUCCESS" | "ERROR";
  error?: string | null;
  result?: {
    validation?: BlockaidValidation | null;
    simulation?: {
      account_summary?: {
        account_assets_diff?: {
          asset_type: string;
          asset: BlockaidAsset;
          in?: BlockaidSolanaAmount | null;
          out?: BlockaidSolanaAmount | null;
        }[];
        account_delegations?: {
          asset_type: string;
          asset: BlockaidAsset;
          delegate: string;
          delegation: BlockaidSolanaAmount;
        }[];
        account_ownerships_diff?: {
          asset_type: string;
          asset: BlockaidAsset;
          pre_owner: string | null;
          post_owner: string | null;
        }[];
      };
    } | null;
  } | null;
}
