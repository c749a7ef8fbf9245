// The modal's shared parts (texts, icons, button, header, frames, code input, modal context, machine runner,
// cross-app details), handed to the lazily loaded screens, methods and flows as a value rather than imported: a
// lazily loaded file importing one makes esbuild and Vite split the parts, and whatever else both reach, into
// chunks of their own shared with the modal, each boundary costing bytes on every login (issue 19). Only the
// modal's chunk imports them (modal/modalKit.ts); loading it installs them here before anything it shows
// renders. Read them at render or call time (`kit.t(...)`, `<kit.Button>`), never at a module's top level (a
// flow's module may load before the modal: what it runs first awaits `loadKit()`). A folder of its own below
// every other, so that i18n/ and ui/ may read it too.
//
// This module is in the initial chunks (FoyerProvider names the modal's loader), so it stays tiny: esbuild puts it
// in the JSX runtime's chunk while every lazily loaded module that draws reads the kit (a chunk of its own would
// cost ~70 B more at start; shell/moreStyles.tsx draws without JSX for that). A part read before the modal loaded
// throws on the spot, naming it, never later in a half-drawn screen; what may run before the modal (a flow opened
// outside a login click) goes through kit/loadKit.ts, which loads the modal first.

/**
 * The parts (modal/modalKit.ts's `modalKit`), filled in there by declaration merging: naming them here would
 * import modal/, shell/, ui/ and i18n/, which read the kit, and close a loop between folders.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging (modal/modalKit.ts)
export interface ScreenKit {}

/** What `kit` is until the modal installs its parts: reading any of them throws, naming it. */
export const missingKit: ScreenKit = new Proxy({} as ScreenKit, {
  get(_, part) {
    throw new Error(`Foyer: ${String(part)} read before the modal installed its screen kit`);
  },
});

/** The installed parts (`missingKit` until the modal's chunk loaded). */
export let kit: ScreenKit = missingKit;

/** How to load the modal's chunk (named by FoyerProvider), for kit/loadKit.ts. */
export let loadModal: (() => Promise<unknown>) | undefined;

/** Installs the parts: the modal as its chunk loads, tests that render screens directly. */
export function installKit(parts: ScreenKit): void {
  kit = parts;
}

/** Names how to load the modal's chunk (FoyerProvider), for kit/loadKit.ts. */
export function setModalLoader(load: () => Promise<unknown>): void {
  loadModal = load;
}
