/** What React hands an event handler: `onClick={login}` passes the click event as the first argument. */
export interface HandlerEvent {
  nativeEvent: unknown;
}

/**
 * The options of an action that may also be used directly as an event handler (`<button onClick={login}>`):
 * an event in place of the options means no options.
 */
export function optionsOrEvent<T extends object>(arg: T | HandlerEvent | undefined): T | undefined {
  return arg && typeof arg === "object" && "nativeEvent" in arg ? undefined : (arg as T | undefined);
}
