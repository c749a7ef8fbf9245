import { useEffect, useState } from "#react";

/**
 * Seconds left of a wait the server asked for (Retry-After), counting down once a second from `seconds`
 * and restarting whenever `from` changes (a new refusal). 0 when there is nothing to wait for. The wait
 * itself lives in the flow's state; this only draws it.
 *
 * @example const left = useCountdown(form.error?.retryAfter, form.error); // disable Submit while left > 0
 */
export function useCountdown(seconds: number | undefined, from: unknown): number {
  const [left, setLeft] = useState(seconds ?? 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `from` restarts the countdown for a new refusal
  useEffect(() => {
    setLeft(seconds ?? 0);
    if (!seconds || seconds <= 0) return;
    const id = setInterval(() => {
      setLeft((s) => {
        if (s <= 1) clearInterval(id);
        return Math.max(0, s - 1);
      });
    }, 1000);
    return () => clearInterval(id);
  }, [seconds, from]);
  return left;
}
