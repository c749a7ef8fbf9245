import type { LoginEntryProps } from "../../provider/ClientLoginMethod.ts";
import { EntryRow } from "../../shell/EntryRow.tsx";
import { useModal } from "../../shell/ModalContext.ts";
import { SocialIcon, socialLabel } from "../../shell/SocialIcon.tsx";

/** "Continue with Farcaster". */
export function FarcasterEntry({ chip }: LoginEntryProps) {
  const { send } = useModal();
  return (
    <EntryRow
      chip={chip}
      icon={<SocialIcon method="farcaster" />}
      label={socialLabel("farcaster")}
      onClick={() => send({ type: "startFarcaster" })}
    />
  );
}
