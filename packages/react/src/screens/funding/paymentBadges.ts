/**
 * Whether the browser offers Apple Pay or Google Pay, for the 'Pay with card' badge: Safari's
 * `ApplePaySession.canMakePayments()`, and Chrome on Android (where Google Pay is the card wallet).
 */
export function paymentBadges(): { applePay: boolean; googlePay: boolean } {
  const scope = globalThis as { ApplePaySession?: { canMakePayments?(): boolean } };
  let applePay = false;
  try {
    applePay = !!scope.ApplePaySession?.canMakePayments?.();
  } catch {
    applePay = false;
  }
  const agent = globalThis.navigator?.userAgent ?? "";
  const googlePay = !applePay && /Android/.test(agent) && /Chrome\//.test(agent);
  return { applePay, googlePay };
}
