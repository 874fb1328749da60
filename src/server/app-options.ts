import type { BuildAppOptions } from "./app";
import { type Config, publicUrlOf, secureCookiesOf } from "./config";

/** The app options that come straight from the environment (main.ts adds the database, jobs and payments). */
export function appOptionsFromConfig(config: Config) {
  return {
    publicUrl: publicUrlOf(config),
    staffEmail: config.STAFF_EMAIL,
    shopAbn: config.SHOP_ABN ?? null,
    logLevel: config.LOG_LEVEL,
    // An https PUBLIC_URL means Secure cookies even when the proxy speaks plain HTTP to the app.
    secureCookies: secureCookiesOf(config),
    // Only the proxies the operator names: PUBLIC_URL alone never makes forwarded headers believed.
    trustProxy: config.TRUST_PROXY,
    // Another Mastodon server, or a stand-in in the browser journeys; unset ones use the platform's own host.
    dataTools: {
      socialEndpoints: {
        mastodon: config.MASTODON_URL,
        bluesky: config.BLUESKY_APPVIEW_URL,
        reddit: config.REDDIT_URL,
      },
      ...(config.SQL_MODEL_API_KEY && config.SQL_MODEL_URL
        ? {
            sqlModel: {
              apiKey: config.SQL_MODEL_API_KEY,
              url: config.SQL_MODEL_URL,
              model: config.SQL_MODEL_NAME,
              timeoutMs: config.SQL_MODEL_TIMEOUT_MS,
            },
          }
        : {}),
    },
  } satisfies Partial<BuildAppOptions>;
}
