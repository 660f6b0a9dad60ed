import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import type { ShipDateSettings } from "../domain/ship-dates.ts";
import { CURRENT_TERMS_VERSION } from "../domain/terms.ts";
import { DEFAULT_LIST_DELETED_RETENTION_DAYS, DEFAULT_LIST_MAX_LINES } from "../domain/lists.ts";
import { DEFAULT_AGENT_AUDIT_RETENTION_DAYS, MAX_AGENT_AUDIT_RETENTION_DAYS, MIN_AGENT_AUDIT_RETENTION_DAYS } from "../domain/agent-audit.ts";
import { DEFAULT_SELL_SHEET_MAX_BYTES } from "../domain/sell-sheet/file-check.ts";

const boolish = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .optional()
  .transform((v) => v === "1" || v === "true" || v === "yes");

/** An optional whole number: unset or empty → null. */
const optionalInt = (min: number, max: number) =>
  z
    .union([z.literal(""), z.coerce.number().int().min(min).max(max)])
    .optional()
    .transform((v) => (v === "" || v === undefined ? null : v));

function splitList(value: string): string[] {
  return value.split(",").map((s) => s.trim()).filter(Boolean);
}

function isAddressOrCidr(value: string): boolean {
  const [address = "", bits, ...rest] = value.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  REDIS_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().refine((u) => /^https?:$/.test(new URL(u).protocol), "must be an http:// or https:// URL").optional(),
  /** Comma list of host names (optionally with :port) the storefront answers to; empty: any. */
  ALLOWED_HOSTS: z.string().default(""),
  /** Comma list of proxy addresses or CIDR ranges whose X-Forwarded-* headers are believed; empty: none. */
  TRUSTED_PROXIES: z
    .string()
    .default("")
    .refine((v) => splitList(v).every(isAddressOrCidr), "must be a comma list of IP addresses or CIDR ranges (e.g. 10.0.0.0/8,::1)"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_PRODUCTS: z.coerce.number().int().min(0).max(1_000_000).default(300),
  SEED_RANDOM: z.coerce.number().int().default(20260101),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
  /** A visitor's basket (decision 0041): its anonymous session ends after this many days unused… */
  GUEST_CART_IDLE_DAYS: z.coerce.number().int().min(1).default(7),
  /** …and at the latest this many days after the first add. */
  GUEST_CART_MAX_DAYS: z.coerce.number().int().min(1).default(30),
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(1).max(128).default(6),
  PASSWORD_POLICY_MODE: boolish,
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  MAIL_TRANSPORT: z.enum(["outbox", "smtp"]).default("outbox"),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Brim <no-reply@brim.example>"),
  SECURE_COOKIES: boolish,
  JOBS: z.enum(["on", "off"]).default("on"),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Version of the terms of use in force; users who accepted an older one are asked again (decision 0046). */
  TERMS_VERSION: z.coerce.number().int().min(1).max(1_000_000).default(CURRENT_TERMS_VERSION),
  CONTENT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(2),
  RATE_LIMIT_STRICT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  CART_FILTER_ID_MAX_LENGTH: z.coerce.number().int().min(3).max(40).default(20),
  /** Decision 0056: lines a list (quick order, bag, saved bag, saved cart) holds at most. */
  LIST_MAX_LINES: z.coerce.number().int().min(10).max(100_000).default(DEFAULT_LIST_MAX_LINES),
  /** Decision 0060: days a deleted saved bag or saved cart can be undone before the daily purge removes it. */
  LIST_DELETED_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_LIST_DELETED_RETENTION_DAYS),
  /** Decision 0062: days an agent audit event is kept before the daily purge removes it (the database refuses less than 365). */
  AGENT_AUDIT_RETENTION_DAYS: z.coerce.number().int().min(MIN_AGENT_AUDIT_RETENTION_DAYS).max(MAX_AGENT_AUDIT_RETENTION_DAYS).default(DEFAULT_AGENT_AUDIT_RETENTION_DAYS),
  /** Decision 0063: seconds a retail (consumer site) agent session lasts before the server ends it; B2B is fixed at 7,200. */
  AGENT_SESSION_SECONDS: z.coerce.number().int().min(60).max(86_400).default(1800),
  /** Products `addFromAllPages` adds from one search or category result at most. */
  LIST_ADD_ALL_MAX: z.coerce.number().int().min(1).max(2_000).default(200),
  ORDER_FORM_MAX_PRODUCTS: z.coerce.number().int().min(1).max(200).default(50),
  ERP_PRICING_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1200),
  ERP_PRICING_FAILING_SOLD_TO: z.string().default(""),
  PRICE_QUOTE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  CARD_TOKEN_URL: z.string().min(1).default("/_providers/card/tokens"),
  CARD_TOKEN_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  WALLET_PAYMENT_MINUTES: z.coerce.number().int().min(1).max(10_080).default(180),
  PAYMENT_GRACE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  ADDRESS_LOOKUP: z.enum(["on", "off"]).default("on"),
  SHIP_DATE_MAX_MONTHS: optionalInt(1, 120),
  SHIP_DATE_MIN_CANCEL_DAYS: optionalInt(0, 365),
  ORDER_CANCELLATION_WINDOW_DAYS: optionalInt(0, 365),
  /** Order-list exports of more orders than this run as a job instead of streaming (issue 14, decision 0050). */
  ORDER_EXPORT_JOB_THRESHOLD: z.coerce.number().int().min(0).max(1_000_000).default(1000),
  /** Sell-sheet import (issue 15, decision 0057): the page's and the server's file maximum in bytes… */
  SELL_SHEET_MAX_BYTES: z.coerce.number().int().min(1024).max(25 * 1024 * 1024).default(DEFAULT_SELL_SHEET_MAX_BYTES),
  /** …whether UPC-and-quantity sheets (import by variant) are recognised… */
  SELL_SHEET_IMPORT_BY_VARIANT: z.enum(["on", "off"]).default("on"),
  /** Largest CSV file the saved-cart import takes (issue 15, decision 0058). */
  CSV_IMPORT_MAX_BYTES: z.coerce.number().int().min(1).max(50 * 1024 * 1024).default(2 * 1024 * 1024),
  /** How often the saved-carts list asks about carts still uploading (decision 0058). */
  CSV_IMPORT_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(1500),
});

export type AppConfig = ReturnType<typeof loadConfig>;


export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  if (production && e.DATABASE_URL && !e.PUBLIC_URL) {
    throw new Error(
      "Invalid configuration: PUBLIC_URL is required in production with an external DATABASE_URL.\n" +
        "  Set PUBLIC_URL to the origin customers use (e.g. PUBLIC_URL=https://shop.example.com): mailed links\n" +
        "  (password reset, orders, back in stock) are built from it, never from a request's Host header.",
    );
  }
  const publicUrlOrigin = e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : null;
  // Without PUBLIC_URL links name the configured interface, `localhost` for all interfaces.
  const wildcard = e.HOST === "0.0.0.0" || e.HOST === "::" || e.HOST === "";
  const localHost = wildcard ? "localhost" : e.HOST.includes(":") ? `[${e.HOST}]` : e.HOST;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    /**
     * The origin of mailed and absolute links: PUBLIC_URL's, else `http://localhost:PORT` (the
     * embedded demo of `npm start`; HOST instead of localhost when one interface is configured);
     * null only on PORT=0, where the listening port decides (server/http/public-origin.ts).
     * Never taken from a request (decision 0031).
     */
    publicUrl: publicUrlOrigin ?? (e.PORT === 0 ? null : `http://${localHost}:${e.PORT}`),
    /** Host name of links without PUBLIC_URL. */
    localHost,
    /** Whether PUBLIC_URL was set (the start banner says where links point otherwise). */
    publicUrlConfigured: publicUrlOrigin !== null,
    /** Host names the storefront answers to (lower case); empty: any (decision 0031). */
    allowedHosts: splitList(e.ALLOWED_HOSTS).map((h) => h.toLowerCase()),
    /** Proxies whose forwarded headers are believed (decision 0032). */
    trustedProxies: splitList(e.TRUSTED_PROXIES),
    logLevel: e.LOG_LEVEL,
    seed: { products: e.SEED_PRODUCTS, random: e.SEED_RANDOM },
    session: {
      idleMs: e.SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
      /** Anonymous sessions that hold a visitor's basket (decision 0041). */
      guestIdleMs: e.GUEST_CART_IDLE_DAYS * 86_400_000,
      guestAbsoluteMs: e.GUEST_CART_MAX_DAYS * 86_400_000,
      // Secure cookies in production behind HTTPS (PUBLIC_URL https://…), and on any request that
      // arrives over HTTPS; SECURE_COOKIES=1 forces them. A plain-HTTP demo on localhost works.
      secureCookies: e.SECURE_COOKIES || (production && (e.PUBLIC_URL ?? "").startsWith("https:")),
    },
    password: { minLength: e.PASSWORD_MIN_LENGTH, policyMode: e.PASSWORD_POLICY_MODE },
    login: { maxFailures: e.LOGIN_MAX_FAILURES, lockMs: e.LOGIN_LOCK_MINUTES * 60_000 },
    /** The terms of use a user must have accepted to sign in (decision 0046). */
    terms: { version: e.TERMS_VERSION },
    mail: {
      transport: e.MAIL_TRANSPORT,
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      dir: path.join(dataDir, "mail"),
    },
    jobs: e.JOBS === "on",
    /** Order-list exports (decision 0050): larger ones are written by a job into `dir` and kept a day. */
    orderExport: {
      jobThreshold: e.ORDER_EXPORT_JOB_THRESHOLD,
      dir: path.join(dataDir, "exports"),
      keepMs: 86_400_000,
    },
    /** The CSV saved-cart import (decision 0058): file size and the list's polling interval (its lines: `lists.maxLines`). */
    savedCartImport: {
      maxBytes: e.CSV_IMPORT_MAX_BYTES,
      pollMs: e.CSV_IMPORT_POLL_MS,
    },
    /** Lifetime of cached navigation and home page content; 0 turns the cache off. */
    contentCacheMs: e.CONTENT_CACHE_SECONDS * 1000,
    /**
     * Lifetime of cached catalogue answers (listings, suggestions) and of shared page HTML for
     * visitors without a session, which is served up to as long again while it is re-rendered.
     * Stock and prices a page shows are at most three times this old (decision 0013). 0 turns
     * these caches off.
     */
    catalogueCacheMs: e.CATALOGUE_CACHE_SECONDS * 1000,
    rateLimit: {
      perMinute: e.RATE_LIMIT_PER_MINUTE,
      /** Sign-in and password reset: per client address and minute. */
      strict: { max: e.RATE_LIMIT_STRICT_PER_MINUTE, timeWindow: 60_000 },
    },
    cart: {
      /** Longest text the cart's filter-by-material-id input takes (shopping-flow §9: default 20). */
      filterIdMaxLength: e.CART_FILTER_ID_MAX_LENGTH,
    },
    /** Decision 0056: the one limit of a list's lines, for adds, pastes, sell sheets and CSV imports alike. */
    lists: {
      maxLines: e.LIST_MAX_LINES,
      addAllMax: e.LIST_ADD_ALL_MAX,
      /** Deleted saved bags and saved carts are purged after this many days (decision 0060). */
      deletedRetentionDays: e.LIST_DELETED_RETENTION_DAYS,
    },
    /** Decision 0062: the agent audit trail is kept this many days, then purged daily. */
    agentAudit: { retentionDays: e.AGENT_AUDIT_RETENTION_DAYS },
    /** Decision 0063: the retail agent session's length in seconds (the B2B one is the spec's 7,200). */
    agentSession: { retailSeconds: e.AGENT_SESSION_SECONDS },
    /** Most products one order form holds (decision 0059). */
    orderForm: { maxProducts: e.ORDER_FORM_MAX_PRODUCTS },
    erp: {
      /** How long the local ERP adapter takes per price simulation. */
      pricingDelayMs: e.ERP_PRICING_DELAY_MS,
      /** Sold-to unit uids the local adapter refuses (failure paths in tests and demos). */
      pricingFailingSoldTo: splitList(e.ERP_PRICING_FAILING_SOLD_TO),
      /** How long one process reuses a customer's price for a material; 0 turns it off. */
      quoteCacheMs: e.PRICE_QUOTE_CACHE_SECONDS * 1000,
    },
    /**
     * Ship-date settings of shopping-flow §9 (decision 0020), given to the server's checks and the
     * page's date picker alike. null: the spec's numbers (366 days; first cancel date 15 / 7 days
     * out; no cancellation window).
     */
    shipDates: {
      /** Last desired date of STOCK carts: this many months after today instead of 366 days. */
      maxMonths: e.SHIP_DATE_MAX_MONTHS,
      /** The minimum cancel days: the first cancellation date is the desired date + this + 1. */
      minCancelDays: e.SHIP_DATE_MIN_CANCEL_DAYS,
      /** The order cancellation window: no cancellation date later than desired + this many days. */
      cancellationWindowDays: e.ORDER_CANCELLATION_WINDOW_DAYS,
    } satisfies ShipDateSettings,
    /** Payment and address providers; local adapters stand in for them (decision 0021). */
    providers: {
      card: {
        /** Where the card form posts card data: the provider's hosted endpoint. */
        tokenUrl: e.CARD_TOKEN_URL,
        /** How long a card token is accepted after it was issued. */
        tokenTtlMs: e.CARD_TOKEN_MINUTES * 60_000,
      },
      wallet: {
        /** How long a wallet payment may wait for the payer's approval and its capture. */
        paymentTtlMs: e.WALLET_PAYMENT_MINUTES * 60_000,
      },
      /** How long a payment intent may stay open before recovery gives its money back (decision 0039). */
      paymentGraceMs: e.PAYMENT_GRACE_SECONDS * 1000,
      address: {
        /** The address lookup feature flag: address forms search only when it is on (service-and-support §5). */
        lookupEnabled: e.ADDRESS_LOOKUP === "on",
      },
    },
    sellSheet: {
      maxBytes: e.SELL_SHEET_MAX_BYTES,
      importByVariant: e.SELL_SHEET_IMPORT_BY_VARIANT === "on",
    },
  };
}
