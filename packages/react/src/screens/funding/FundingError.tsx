import { kit } from "../../kit/kit.ts";

/** The inline error of a funding screen (a provider that failed, a window closed early, a refused amount). */
export function FundingError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="foyer-fund-error" role="alert">
      <kit.Icon name="alert" size={16} />
      <span>{message}</span>
    </div>
  );
}
