import type { CodeEntryEvent, CodeEntryState } from "@foyer/core/login";
import { CODE_LENGTH } from "@foyer/core/login/constants";
import { useLayoutEffect, useRef } from "#react";
import { t } from "../i18n/t.ts";
import { boxKeyEvent } from "./boxKeyEvent.ts";
import { readBoxInput } from "./readBoxInput.ts";

export interface CodeInputProps {
  digits: string[];
  status: CodeEntryState["status"];
  /** The box the code-entry machine asks to focus: a new request moves the focus there. */
  focus: CodeEntryState["focus"];
  onEvent(event: CodeEntryEvent): void;
  /** id of the element describing the boxes (the error line). */
  describedBy?: string;
}

/** Six single-digit boxes (inputMode numeric, one-time-code autofill, paste fills all). State lives in the flow. */
export function CodeInput({ digits, status, focus, onEvent, describedBy }: CodeInputProps) {
  const group = useRef<HTMLDivElement>(null);

  // In the commit that shows the request (the first box as the boxes mount), before the next key arrives.
  useLayoutEffect(() => {
    const box = group.current?.children[focus.index] as HTMLInputElement | undefined;
    box?.focus();
    box?.select();
  }, [focus]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring host-independent but heavier default styling
    <div ref={group} className="foyer-code" role="group" aria-label={t("code.groupLabel")} data-state={status}>
      {Array.from({ length: CODE_LENGTH }, (_, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positional and fixed in number
          key={index}
          className="foyer-code-box"
          data-foyer-code-box=""
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          aria-label={t("code.boxLabel", { n: index + 1, total: CODE_LENGTH })}
          aria-invalid={status === "error" || undefined}
          aria-describedby={describedBy}
          readOnly={status === "submitting" || status === "done"}
          value={digits[index] ?? ""}
          onFocus={(e) => e.currentTarget.select()}
          onChange={(e) => {
            const text = readBoxInput(digits[index] ?? "", e.currentTarget.value);
            if (text === "") onEvent({ type: "backspace", index });
            else onEvent({ type: "input", index, text });
          }}
          onPaste={(e) => {
            e.preventDefault();
            onEvent({ type: "paste", index, text: e.clipboardData.getData("text") });
          }}
          onKeyDown={(e) => {
            const event = boxKeyEvent(e.key, index, digits[index] ?? "");
            if (event) {
              e.preventDefault();
              onEvent(event);
            }
          }}
        />
      ))}
    </div>
  );
}
