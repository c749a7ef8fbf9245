// React as this package imports it (package.json "imports": `#react`, and `#react/jsx-runtime` for the JSX the
// compiler writes, tsconfig's `jsxImportSource`). React ships as CommonJS, and esbuild gives every ES module
// that imports a CommonJS file a namespace object of its own: `var ns=__toESM(require_react(),1)` at the top of
// each module, then `(0,ns.useState)(…)` with a different name in each. Re-exported from this one module, all
// modules share one: 341 B gzipped off the email journey, and the JSX runtime no longer lands in an
// initial chunk of its own (−379 B up front). Vite (rolldown) already shared one per chunk: a few bytes either way.
// Re-exports only: copying a binding into a const (`export const jsx = runtime.jsx`) makes calls direct, but
// each name then costs an export from the initial chunk (Vite's initial JS grew by 43 B). The JSX runtime is
// listed first: rolldown's output follows this order (React's own first cost Vite's journey 13 B), so
// biome.json leaves this file's order alone.
export type { JSX } from "react/jsx-runtime";
export { jsx, jsxs } from "react/jsx-runtime";
export type { ComponentType, IframeHTMLAttributes, ReactNode, SyntheticEvent } from "react";
export {
  Component,
  createContext,
  createElement,
  Fragment,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
