import { useEffect, useState } from "#react";

/**
 * The time (unix ms), read again every `everyMs` while `active`: redraws what depends on the clock alone (a
 * progress bar whose state does not change while it fills). Stops when inactive or unmounted.
 */
export function useNow(active: boolean, everyMs = 500): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [active, everyMs]);
  return now;
}
