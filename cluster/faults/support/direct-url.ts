import { DEFAULT_DATABASE_URL } from "../../support/fleet-database";

/** The PostgreSQL server the fleet's proxies stand in front of. */
export const POSTGRES_URL = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
export const REDIS_SERVER_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

export const endpointOf = (url: string) => ({ host: new URL(url).hostname, port: Number(new URL(url).port || 5432) });

/** A fleet database's URL as reached through a proxy, turned back to the server itself: the test's own reads. */
export function directUrl(proxiedUrl: string): string {
  const direct = new URL(proxiedUrl);
  const server = new URL(POSTGRES_URL);
  direct.hostname = server.hostname;
  direct.port = server.port;
  return direct.toString();
}
