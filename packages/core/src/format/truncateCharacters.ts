/**
 * The first `max` characters of `text` (code points, not UTF-16 units: cutting by `slice` can split an emoji or
 * any character outside the Basic Multilingual Plane into a lone surrogate, which draws as a replacement mark).
 */
export function truncateCharacters(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length > max ? characters.slice(0, max).join("") : text;
}
