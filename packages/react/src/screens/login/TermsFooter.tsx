import type { ResolvedConfig } from "@foyer/core/config";
import { t } from "../../shell/screenKit.ts";

/**
 * "By logging in I agree to the Terms & Privacy Policy" (spec 000 §2). With only a terms URL the link
 * reads "Terms of Service"; with only a privacy URL, just "Privacy Policy"; with neither, nothing.
 */
export function TermsFooter({ legal }: { legal: ResolvedConfig["legal"] }) {
  const { termsAndConditionsUrl: terms, privacyPolicyUrl: privacy } = legal;
  if (legal.requireTermsAcceptance || (!terms && !privacy)) return null;
  const link = (href: string, text: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
  return (
    <p className="foyer-footer">
      {t("landing.termsPrefix")} {terms && link(terms, privacy ? t("landing.terms") : t("landing.termsOfService"))}
      {terms && privacy && ` ${t("landing.and")} `}
      {privacy && link(privacy, t("landing.privacyPolicy"))}
    </p>
  );
}
