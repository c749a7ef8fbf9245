import { type CountryCode, getCountries, getCountryCallingCode } from "libphonenumber-js";

export interface CountryOption {
  code: CountryCode;
  name: string;
  callingCode: string;
}

/** Every country libphonenumber knows, named in the browser's language (Intl), sorted by name. */
export function countryOptions(locale?: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames(locale ? [locale] : undefined, { type: "region" });
  } catch {
    // Old engines without DisplayNames: the ISO code is the name.
  }
  return getCountries()
    .map((code) => ({ code, name: names?.of(code) ?? code, callingCode: getCountryCallingCode(code) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** `value` if libphonenumber knows it as a country, else "US" (spec 000 §2 default). */
export function toCountryCode(value: string): CountryCode {
  const upper = value.toUpperCase();
  return (getCountries() as string[]).includes(upper) ? (upper as CountryCode) : "US";
}
