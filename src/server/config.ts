import { isIP } from "node:net";
import { z } from "zod";
import { formatAbn, isValidAbn } from "../shared/domain/abn";

/** Every environment variable the app reads, validated once at start (documented in README and .env.example). */
const STRIPE_KEYS = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const;
export const STRIPE_KEYS_TOGETHER =
  "STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET go together: Stripe's signed webhooks are what activate paid subscriptions";

export const SQL_MODEL_TOGETHER =
  "SQL_MODEL_API_KEY and SQL_MODEL_URL go together: the key is sent only to the chat-completions API at that address";

/** proxy-addr's (and so Fastify's) names for address ranges. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);
export const TRUST_PROXY_FORMAT =
  "TRUST_PROXY is a hop count (e.g. 1), true, or a comma-separated list of proxy IPs or CIDRs (e.g. 10.0.0.0/8, ::1)";

/** One entry of a TRUST_PROXY list: an IP, a CIDR (or IPv4 netmask), or a named range. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (version === 4 && isIP(prefix) === 4) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may set X-Forwarded-For (the client IP every rate limit keys on) and
 * X-Forwarded-Proto/-Host. Unset: none, so no client can pick its own IP. Given as Fastify takes it.
 */
const trustProxyField = z
  .string()
  .optional()
  .transform((value, ctx): boolean | number | string[] => {
    const text = value?.trim().toLowerCase() ?? "false";
    if (text === "false") return false;
    if (text === "true") return true;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(",").map((entry) => entry.trim());
    if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
    ctx.addIssue({ code: "custom", message: TRUST_PROXY_FORMAT });
    return z.NEVER;
  });

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: z.string().optional(),
    /** PostgreSQL: how long to wait for a connection, and how long a statement may run (ADR 0016). */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
    /** Redis shared by several app instances: rate limits and sign-in failures counted once for all. */
    REDIS_URL: z.string().url().optional(),
    PUBLIC_URL: z.string().url().optional(),
    TRUST_PROXY: trustProxyField,
    ADMIN_EMAIL: z.string().email().optional(),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default("Forget Me Not <hello@forgetmenot.com.au>"),
    STAFF_EMAIL: z.string().email().default("hello@forgetmenot.com.au"),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    /** The shop's ABN: printed on receipts, which are tax invoices only with it. Kept as "51 824 753 556". */
    SHOP_ABN: z
      .string()
      .regex(/^\d{2} ?\d{3} ?\d{3} ?\d{3}$/, { message: "an ABN is 11 digits, e.g. 51 824 753 556", abort: true })
      .refine(isValidAbn, "not a valid ABN: its check digits do not add up (a digit mistyped?)")
      .transform(formatAbn)
      .optional(),
    /** Stock photo providers (optional): the stock photo tool searches them instead of the shop's library. */
    UNSPLASH_ACCESS_KEY: z.string().optional(),
    PEXELS_API_KEY: z.string().optional(),
    /** The public APIs the Social Media Data tool asks (each defaults to the platform's main public host). */
    MASTODON_URL: z.string().url().optional(),
    BLUESKY_APPVIEW_URL: z.string().url().optional(),
    REDDIT_URL: z.string().url().optional(),
    /** Optional: an OpenAI-compatible model proposes SQL for questions the offline translator refuses. */
    SQL_MODEL_API_KEY: z.string().optional(),
    SQL_MODEL_URL: z.string().url().optional(),
    SQL_MODEL_NAME: z.string().default("gpt-4o-mini"),
    SQL_MODEL_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(20_000),
    /** How long a stop (SIGTERM/SIGINT) may take to finish in-flight requests and the running job before exit 1. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(25_000),
    /** Tests only (cluster/jobs-once.test.ts): every scheduled job every N seconds instead of its own pattern. */
    JOBS_EVERY_SECONDS: z.coerce.number().int().min(1).max(59).optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    COOKIE_SECURE: z
      .enum(["true", "false", "auto"])
      .default("auto")
      .transform((v) => (v === "auto" ? undefined : v === "true")),
  })
  .superRefine((env, ctx) => {
    const set = STRIPE_KEYS.filter((key) => env[key]);
    if (set.length > 0 && set.length < STRIPE_KEYS.length)
      ctx.addIssue({ code: "custom", path: ["STRIPE"], message: STRIPE_KEYS_TOGETHER });
    if (Boolean(env.SQL_MODEL_API_KEY) !== Boolean(env.SQL_MODEL_URL))
      ctx.addIssue({ code: "custom", path: ["SQL_MODEL"], message: SQL_MODEL_TOGETHER });
  });

export type Config = z.infer<typeof envSchema>;

/** The address the app prints at start: the host it listens on, with a wildcard host read as localhost. */
export function listenUrl(config: Pick<Config, "HOST" | "PORT">): string {
  const host = ["0.0.0.0", "::", ""].includes(config.HOST)
    ? "localhost"
    : config.HOST.includes(":")
      ? `[${config.HOST}]`
      : config.HOST;
  return `http://${host}:${config.PORT}`;
}

/** The shop's origin in e-mailed links (links inside the app are relative): PUBLIC_URL, else the printed address. */
export function publicUrlOf(config: Pick<Config, "HOST" | "PORT" | "PUBLIC_URL">): string {
  return (config.PUBLIC_URL ?? listenUrl(config)).replace(/\/+$/, "");
}

/**
 * The session cookie's `Secure` flag: COOKIE_SECURE when set; else on when PUBLIC_URL is https (a TLS
 * proxy may talk plain HTTP to the app); else undefined, decided per request by its protocol.
 */
export function secureCookiesOf(config: Pick<Config, "COOKIE_SECURE" | "PUBLIC_URL">): boolean | undefined {
  if (config.COOKIE_SECURE !== undefined) return config.COOKIE_SECURE;
  return config.PUBLIC_URL && new URL(config.PUBLIC_URL).protocol === "https:" ? true : undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}
