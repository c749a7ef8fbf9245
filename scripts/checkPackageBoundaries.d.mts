/** The violations of every built package under `root/packages`, one line each ("<file>: <what>"); empty when none. */
export function checkPackageBoundaries(root: string): string[];
