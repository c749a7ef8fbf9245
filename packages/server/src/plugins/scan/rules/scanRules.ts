import type { ScanRule } from "../ScanFacts.ts";
import { addressPoisoningRule } from "./addressPoisoningRule.ts";
import { balanceDrainRule } from "./balanceDrainRule.ts";
import { blocklistRule } from "./blocklistRule.ts";
import { ownershipChangeRule } from "./ownershipChangeRule.ts";
import { permitSignatureRule } from "./permitSignatureRule.ts";
import { simulationRevertedRule } from "./simulationRevertedRule.ts";
import { unlimitedApprovalRule } from "./unlimitedApprovalRule.ts";

/** The self-hosted engine's rules (README "Rules"); a new rule is one file and one line here. */
export const scanRules: readonly ScanRule[] = [
  blocklistRule,
  unlimitedApprovalRule,
  permitSignatureRule,
  ownershipChangeRule,
  addressPoisoningRule,
  balanceDrainRule,
  simulationRevertedRule,
];
