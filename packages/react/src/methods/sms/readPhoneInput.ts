import { AsYouType, type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js";

/** The phone input value of spec 000 §3: what was typed, its E.164 form, the country, and validity. */
export interface PhoneInputValue {
  /** As displayed: formatted live for the country. */
  rawPhoneNumber: string;
  /** E.164 ("+447700900123") when the number parses, else "". */
  qualifiedPhoneNumber: string;
  countryCode: CountryCode;
  isValid: boolean;
}

/** Formats what the user typed for `country` (a leading "+" switches to international input) and checks it. */
export function readPhoneInput(typed: string, country: CountryCode): PhoneInputValue {
  const rawPhoneNumber = new AsYouType(country).input(typed);
  const parsed = parsePhoneNumberFromString(typed, country);
  return {
    rawPhoneNumber,
    qualifiedPhoneNumber: parsed?.number ?? "",
    countryCode: parsed?.country ?? country,
    isValid: parsed?.isValid() ?? false,
  };
}
