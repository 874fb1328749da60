/** TRUST_PROXY as config.ts reads it: trust nothing (false), everything (true), n hops, or the listed proxies. */
export type TrustProxySetting = boolean | number | string[];

/**
 * The setting as Fastify takes it. Fastify reads a bare number as "trust nothing" (it cannot check
 * the nearest peer), so a hop count becomes a function: the nearest `hops` addresses are proxies.
 * That is right only when the app is reachable through those proxies alone (README says so).
 */
export function trustProxyOption(setting: TrustProxySetting = false) {
  if (typeof setting !== "number") return setting;
  const hops = setting;
  return (_address: string, hop: number) => hop < hops;
}
