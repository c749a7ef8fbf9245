/**
 * A failed simulation's reason for people: the program's own error line from the logs when there is one
 * ("Error: insufficient funds"), else Solana's error object ({"InstructionError":[0,{"Custom":1}]}).
 */
export function solanaFailure(err: unknown, logs: readonly string[] | null): string {
  const line = [...(logs ?? [])]
    .reverse()
    .find((l) => /Error: |failed: /.test(l) && !/^Program \w+ failed: custom program error/.test(l));
  const reason = line?.replace(/^Program (log: )?/, "").trim();
  const json = JSON.stringify(err, (_key, value) => (typeof value === "bigint" ? Number(value) : value));
  return reason ? `${reason} (${json})` : json;
}
