/** Types of shop-server.mjs for the TypeScript journeys that start a shop of their own. */
export interface StartedShop {
  baseUrl: string;
  admin: { email: string; password: string };
  stop(): Promise<void>;
}
export function startShop(options?: {
  entry?: string;
  log?: (message: string) => void;
  smtpUrl?: string;
}): Promise<StartedShop>;
