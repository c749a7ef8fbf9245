/**
 * What the user added to a code box, given the box's previous digit and the input's new value.
 * Boxes select their content on focus, so typing usually replaces it; when the caret sat beside the
 * old digit the value holds both, and autofill may drop a whole code into one box.
 *
 * @example readBoxInput("3", "37") // "7"
 */
export function readBoxInput(previous: string, value: string): string {
  if (value.length <= 1 || previous === "") return value;
  if (value.length === 2) {
    if (value.startsWith(previous)) return value.slice(1);
    if (value.endsWith(previous)) return value.slice(0, 1);
  }
  return value;
}
