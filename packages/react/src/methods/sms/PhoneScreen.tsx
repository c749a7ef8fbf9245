import type { SmsChannel } from "@foyer/core/api";
import type { CountryCode } from "libphonenumber-js";
import { useId, useMemo, useState } from "#react";
import { t } from "../../i18n/tMethods.ts";
import { kit } from "../../kit/kit.ts";
import type { ScreenProps } from "../../shell/ScreenProps.ts";
import { countryOptions, toCountryCode } from "./countryOptions.ts";
import { readPhoneInput } from "./readPhoneInput.ts";

const formErrorText = (kind: string, message?: string): string => {
  switch (kind) {
    case "too_many_requests":
      return t("email.tooManyRequests");
    case "server_message":
      return message ?? t("phone.invalid");
    default:
      return t("phone.invalid");
  }
};

/**
 * Phone input (spec 000 §2): country selector with calling codes, live formatting (libphonenumber,
 * loaded with this screen only), submit disabled while invalid, Enter submits; SMS / WhatsApp choice
 * when the app enables WhatsApp.
 */
export function PhoneScreen({ step }: ScreenProps<"phone">) {
  const { send, controller, config } = kit.useModal();
  const linking = controller.getState().mode === "link";
  const countries = useMemo(() => countryOptions(), []);
  const [country, setCountry] = useState<CountryCode>(() => toCountryCode(config.intl.defaultCountry));
  const [typed, setTyped] = useState("");
  const [channel, setChannel] = useState<SmsChannel>(step.form.channel);
  const value = readPhoneInput(typed, country);
  const whatsapp = config.server?.whatsapp_enabled === true;
  const sending = step.form.status === "sending";
  const inputId = useId();
  const countryId = useId();
  const errorId = useId();
  const calling = countries.find((c) => c.code === country)?.callingCode ?? "";
  return (
    <kit.ScreenFrame name="phone" back={!linking}>
      <div className="foyer-badge">
        <kit.Icon name="phone" size={26} />
      </div>
      <h2 id={kit.MODAL_TITLE_ID} className="foyer-title">
        {linking ? t("phone.linkTitle") : t("phone.title")}
      </h2>
      <div className="foyer-spacer" />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (value.isValid && !sending)
            send({ type: "submitPhone", phoneNumber: value.qualifiedPhoneNumber, channel });
        }}
      >
        {whatsapp && (
          <fieldset className="foyer-segment">
            <legend className="foyer-visually-hidden">{t("phone.channel")}</legend>
            {(["sms", "whatsapp"] as const).map((c) => (
              <label key={c} className="foyer-segment-option" data-selected={channel === c || undefined}>
                <input
                  type="radio"
                  name="channel"
                  value={c}
                  checked={channel === c}
                  disabled={sending}
                  onChange={() => setChannel(c)}
                />
                {c === "sms" ? t("phone.sms") : t("phone.whatsapp")}
              </label>
            ))}
          </fieldset>
        )}
        <div className="foyer-field" data-invalid={step.form.error ? "true" : undefined}>
          <span className="foyer-country">
            <label htmlFor={countryId} className="foyer-visually-hidden">
              {t("phone.country")}
            </label>
            <span className="foyer-country-face" aria-hidden="true">
              {country} +{calling}
              <kit.Icon name="chevron" size={14} />
            </span>
            <select
              id={countryId}
              name="country"
              value={country}
              disabled={sending}
              onChange={(e) => setCountry(e.currentTarget.value as CountryCode)}
            >
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name} (+{c.callingCode})
                </option>
              ))}
            </select>
          </span>
          <label htmlFor={inputId} className="foyer-visually-hidden">
            {t("phone.label")}
          </label>
          <input
            id={inputId}
            className="foyer-input"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            autoFocus
            placeholder={t("phone.placeholder")}
            value={value.rawPhoneNumber}
            readOnly={sending}
            aria-invalid={step.form.error ? true : undefined}
            aria-describedby={errorId}
            onChange={(e) => setTyped(e.currentTarget.value)}
          />
          <kit.SendCodeButton
            sending={sending}
            ready={value.isValid}
            disabled={!value.isValid}
            error={step.form.error}
          />
        </div>
        <p id={errorId} className="foyer-error-text" role="alert">
          {step.form.error ? formErrorText(step.form.error.kind, step.form.error.message) : ""}
        </p>
      </form>
    </kit.ScreenFrame>
  );
}
