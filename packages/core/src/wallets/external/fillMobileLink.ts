/** Fills `{url}`, `{host}` and `{origin}` of a wallet's mobile link with the current page. */
export function fillMobileLink(
  template: string,
  location: Pick<Location, "href" | "host" | "pathname" | "search" | "origin"> = window.location,
): string {
  return template
    .replace("{url}", encodeURIComponent(location.href))
    .replace("{host}", `${location.host}${location.pathname}${location.search}`)
    .replace("{origin}", encodeURIComponent(location.origin));
}
