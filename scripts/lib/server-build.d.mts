/** Types of server-build.mjs for the tests that run the compiled server. */
export const serverDist: string;
export function buildServer(): Promise<void>;
export function buildServerIfChanged(log?: (message: string) => void, options?: { force?: boolean }): Promise<number>;
