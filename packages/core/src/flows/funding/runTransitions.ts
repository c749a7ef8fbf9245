/**
 * Feeds events to a pure machine and collects what it did, for the funding machines' unit tests.
 *
 * @example
 * const { state, effects } = runTransitions(coinbaseOnrampMachine.transition, coinbaseOnrampMachine.initial(), [{ type: "start" }]);
 */
export function runTransitions<S, E, F>(
  transition: (state: S, event: E) => { state: S; effects: F[] },
  initial: S,
  events: E[],
): { state: S; effects: F[]; last: F[] } {
  let state = initial;
  const effects: F[] = [];
  let last: F[] = [];
  for (const event of events) {
    const next = transition(state, event);
    state = next.state;
    last = next.effects;
    effects.push(...next.effects);
  }
  return { state, effects, last };
}
