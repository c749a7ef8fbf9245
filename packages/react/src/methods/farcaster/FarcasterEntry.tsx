import type { LoginEntryProps } from "../../provider/ClientLoginMethod.ts";
import { SocialIcon, socialLabel } from "../../shell/SocialIcon.tsx";

/** "Continue with Farcaster". */
export function FarcasterEntry({ chip, send, Row }: LoginEntryProps) {
  return (
    <Row
      chip={chip}
      icon={<SocialIcon method="farcaster" />}
      label={socialLabel("farcaster")}
      onClick={() => send({ type: "startFarcaster" })}
    />
  );
}
