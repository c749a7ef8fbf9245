// The development JSX runtime (`#react/jsx-dev-runtime`): what vitest and Vite's dev server compile this
// package's JSX against (`jsxDEV`). Production builds never import it; react.ts says why the runtime is ours.
export type { JSX } from "react/jsx-dev-runtime";
export { Fragment, jsxDEV } from "react/jsx-dev-runtime";
