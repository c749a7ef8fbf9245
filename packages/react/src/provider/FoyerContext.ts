import { createContext } from "#react";
import type { FoyerStore } from "./createFoyerStore.ts";

/** The store of the nearest FoyerProvider. */
export const FoyerContext = createContext<FoyerStore | null>(null);
