const CUSTOM_ACCOUNT_TYPE = /^custom:[A-Za-z0-9_-]+$/;

/** True when `type` is a valid custom account type: "custom:" then letters, digits, "_" or "-" (spec 000 §5). */
export function validateCustomAccountType(type: string): type is `custom:${string}` {
  return CUSTOM_ACCOUNT_TYPE.test(type);
}
