/** Production unless development is asked for explicitly. */
export type ServerMode = "development" | "production";
