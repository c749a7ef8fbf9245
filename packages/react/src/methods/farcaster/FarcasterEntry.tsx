import { useModal } from "../../modal/ModalContext.ts";
import { EntryRow } from "../../screens/login/EntryRow.tsx";
import { SocialIcon, socialLabel } from "../../screens/login/SocialIcon.tsx";
import type { LoginEntryProps } from "../ClientLoginMethod.ts";

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
