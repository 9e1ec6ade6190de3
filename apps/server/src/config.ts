import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, so relative defaults do not depend on the directory `npm start` ran from. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const databaseUrl = z
  .string()
  .refine((v) => v.startsWith('sqlite:') || v.startsWith('mysql://'), {
    message: 'must start with sqlite: (a file path or :memory:) or mysql://user:pass@host:port/db',
  })
  .refine((v) => !v.startsWith('mysql://') || URL.canParse(v), {
    message: 'is not a valid mysql:// URL',
  });

const count = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1');

/**
 * What production refuses unless named in PRODUCTION_ALLOW: the sandbox gateway lets anyone mark
 * an order paid, and the demo seed creates accounts whose passwords the README publishes.
 */
export const productionOptIns = ['sandbox-payments', 'demo-seed'] as const;
export type ProductionOptIn = (typeof productionOptIns)[number];

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    })
    .default('development')
    .meta({ description: 'development, production or test' }),
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(8001)
    .meta({ description: 'HTTP and websocket port (0 picks a free one)' }),
  HOST: z
    .string()
    .min(1, 'must not be empty')
    .default('127.0.0.1')
    .meta({ description: 'Address to listen on; 0.0.0.0 to accept other machines' }),
  DATABASE_URL: databaseUrl.default('sqlite:./data/coinsight.sqlite').meta({
    description:
      'sqlite:<file> (relative to the repository root) or sqlite::memory:, or mysql://user:pass@host:port/db (MySQL/MariaDB via mysql2)',
  }),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional().meta({
    description:
      'At least 32 characters; seals the session cookies. Required when NODE_ENV=production',
    shownDefault: '(random per start, with a warning)',
  }),
  // Unset is decided in loadConfig, since it depends on NODE_ENV.
  COOKIE_SECURE: booleanText.optional().meta({
    description:
      'Mark cookies Secure and send HSTS (the product is served over HTTPS); COOKIE_SECURE=false serves production over plain HTTP, with a warning at every start',
    shownDefault: 'false (true when NODE_ENV=production)',
  }),
  SITE_DIR: z
    .string()
    .min(1, 'must not be empty')
    .default('apps/site/dist')
    .meta({ description: 'Built site to serve, relative to the repository root' }),
  STORYBOOK_DIR: z.string().min(1, 'must not be empty').default('storybook-static').meta({
    description:
      'Built Storybook served at /storybook/ for designers (`npm start` builds it when missing or stale), relative to the repository root',
  }),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info')
    .meta({ description: 'pino level: fatal, error, warn, info, debug, trace or silent' }),
  // Unset is decided in loadConfig, since it depends on NODE_ENV.
  SEED_DEMO: booleanText.optional().meta({
    description:
      'Fill an empty database with demo data on first start; in production only with PRODUCTION_ALLOW=demo-seed, and never the demo admin',
    shownDefault: 'true (false when NODE_ENV=production)',
  }),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((v) => v.replace(/\/+$/, ''))
    // Unset is decided in loadConfig: it follows PORT, so `PORT=8111 npm start` keeps realtime and QR codes working.
    .optional()
    .meta({
      description:
        'The site as members reach it (unset: localhost on PORT, on 8001 while PORT is 0); password-reset mails, pay links and the websocket’s allowed origins follow it',
      shownDefault: 'http://localhost:PORT',
    }),
  SOCKET_ORIGINS: z
    .string()
    .transform((v) => v.split(',').map((origin) => origin.trim().replace(/\/+$/, '')))
    .refine((origins) => origins.every((o) => /^https?:\/\/[^/]+$/.test(o) && URL.canParse(o)), {
      message: 'must be a comma-separated list of origins such as https://coinsight.example',
    })
    .optional()
    .meta({
      description:
        'Comma-separated page origins allowed to open the websocket (/nes); a loopback PUBLIC_URL also admits localhost, 127.0.0.1 and [::1] on its port',
      shownDefault: 'PUBLIC_URL’s origin',
    }),
  SOCKET_AUTH_TTL_SECONDS: count.max(3600, 'must be at most 3600').default(60).meta({
    description:
      'How long the sealed credential from /nes/auth may open a socket; the open socket is still checked against the session on every use',
  }),
  PRODUCTION_ALLOW: z
    .string()
    .transform((v) => v.split(',').map((name) => name.trim()))
    .pipe(
      z.array(
        z.enum(productionOptIns, {
          error: `each name must be one of ${productionOptIns.join(', ')}`,
        }),
      ),
    )
    .optional()
    .meta({
      description:
        'Comma-separated names of what NODE_ENV=production otherwise refuses to start with: sandbox-payments (PAYMENT_GATEWAY=sandbox), demo-seed (SEED_DEMO=true)',
    }),
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\//.test(v) && URL.canParse(v), {
      message: 'must be smtp://user:pass@host:port or smtps://…',
    })
    .optional()
    .meta({
      description:
        'smtp://user:pass@host:port (or smtps://) to send mail; without it mail is kept in the outbox the admin reads (GET /api/v1/admin/outbox/)',
      shownDefault: '(none: mail goes to the outbox)',
    }),
  MAIL_FROM: z
    .string()
    .min(3, 'must be an address such as 币见 <noreply@example.com>')
    .optional()
    .meta({
      description: 'Sender of the mail, e.g. 币见 <noreply@example.com>; required with SMTP_URL',
    }),
  LOGIN_ACCOUNT_SLOW_AFTER: count.default(3).meta({
    description:
      'Failed logins for one account after which each failure is answered with a growing delay',
  }),
  LOGIN_ACCOUNT_LOCK_AFTER: count.default(10).meta({
    description:
      'Failed logins for one account after which a member must solve the slider captcha to log in, and an admin is refused (429), for LOGIN_LOCK_MINUTES',
  }),
  LOGIN_ADDRESS_SLOW_AFTER: count
    .default(10)
    .meta({ description: 'The same slow-down threshold for one client address' }),
  LOGIN_ADDRESS_LOCK_AFTER: count
    .default(30)
    .meta({ description: 'The same refusal threshold for one client address' }),
  LOGIN_LOCK_MINUTES: count
    .default(15)
    .meta({ description: 'How long a refusal lasts, and how far back failed logins count' }),
  CHECK_RATE_LIMIT: count
    .default(30)
    .meta({ description: 'checkregistrate calls per client address per minute (then 429)' }),
  CAPTCHA_RATE_LIMIT: count.default(20).meta({
    description: 'Slider-captcha challenges and answers per client address per minute (then 429)',
  }),
  RESET_RATE_LIMIT: count.default(5).meta({
    description: 'Password-reset mails requested per client address per 15 minutes (then 429)',
  }),
  MARKET_TICKER: z
    .enum(['demo', 'binance', 'okx'], { error: 'must be demo, binance or okx' })
    .default('okx')
    .meta({
      description:
        'Live Bitcoin price: okx or binance (public BTC-USDT tickers; unreachable → the demo walk, marked 演示数据, until it answers again) or demo (the random walk only, offline)',
    }),
  MARKET_TICKER_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional()
    .meta({
      description: 'Another ticker URL answering in the chosen exchange’s JSON (a mirror or proxy)',
      shownDefault: '(the exchange’s public ticker)',
    }),
  MARKET_TICK_SECONDS: count.max(3600, 'must be at most 3600').default(5).meta({
    description:
      'Seconds between live price ticks (each is pushed on the /prices/btc subscription)',
  }),
  COINMETRICS_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((v) => v.replace(/\/+$/, ''))
    .default('https://community-api.coinmetrics.io/v4')
    .meta({
      description:
        'Coin Metrics API v4 base URL the daily Bitcoin history is read from (BTC_HISTORY_SOURCE=coinmetrics and `npm run ingest -- btc`)',
    }),
  BTC_HISTORY_SOURCE: z
    .enum(['demo', 'coinmetrics'], { error: 'must be demo or coinmetrics' })
    .default('coinmetrics')
    .meta({
      description:
        'Daily Bitcoin history: coinmetrics (loaded in the background after start and refreshed every 6 hours; unreachable → the generated history, marked 演示数据, retried every 10 minutes) or demo (generated only, offline)',
    }),
  PAYMENT_GATEWAY: z
    .enum(['sandbox', 'epay'], { error: 'must be sandbox or epay' })
    .default('sandbox')
    .meta({
      description:
        'sandbox: the product’s own pay page /sandbox/pay/{out_trade_no} (no money moves); epay: a 易支付 merchant (needs the three EPAY_ variables)',
    }),
  EPAY_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((v) => (v.endsWith('/') ? v : `${v}/`))
    .optional()
    .meta({
      description:
        'Base URL of the 易支付 gateway (its mapi.php and api.php); required with PAYMENT_GATEWAY=epay',
    }),
  EPAY_PID: z
    .string()
    .regex(/^\w{1,32}$/, 'must be the merchant id (letters and digits)')
    .optional()
    .meta({ description: 'The 易支付 merchant id (pid)' }),
  EPAY_KEY: z.string().min(8, 'must be at least 8 characters').optional().meta({
    description: 'The 易支付 merchant key that signs requests and notifies; keep it secret',
  }),
  VIP_PRICES: z
    .string()
    .regex(
      /^\s*\d{1,7}(\.\d{1,2})?\s*,\s*\d{1,7}(\.\d{1,2})?\s*,\s*\d{1,7}(\.\d{1,2})?\s*$/,
      'must be three yuan amounts for 30, 90 and 365 days, e.g. 0.01,0.02,0.03',
    )
    .refine((v) => v.split(',').every((p) => Number(p) > 0), 'each price must be above 0')
    .default('0.01,0.02,0.03')
    .meta({
      description:
        'Prices in yuan of the 30, 90 and 365-day plans; the site reads them from GET /api/v1/loginpart/plans/',
    }),
  AI_API_KEY: z.string().min(8, 'must be at least 8 characters').optional().meta({
    description:
      'Key of an OpenAI-compatible chat API (DeepSeek by default); without it the assistant is the offline analyst (本地分析助手), answering from the product’s own data',
    shownDefault: '(none: the offline analyst)',
  }),
  AI_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((v) => v.replace(/\/+$/, ''))
    .default('https://api.deepseek.com')
    .meta({ description: 'Base URL of the OpenAI-compatible chat API (its /chat/completions)' }),
  AI_MODEL_DEEP: z
    .string()
    .min(1, 'must not be empty')
    .default('deepseek-reasoner')
    .meta({ description: 'Upstream model id behind 深度思考 (the reasoning model)' }),
  AI_MODEL_NORMAL: z
    .string()
    .min(1, 'must not be empty')
    .default('deepseek-chat')
    .meta({ description: 'Upstream model id behind the normal chat model' }),
  AI_DAILY_QUOTA_MEMBER: count.default(20).meta({
    description:
      'Questions a logged-in member without VIP may ask the assistant per Beijing day (then 429)',
  }),
  AI_DAILY_QUOTA_VIP: count.default(200).meta({
    description: 'Questions a VIP member may ask the assistant per Beijing day (then 429)',
  }),
  MACRO_SOURCE: z.enum(['demo', 'fred'], { error: 'must be demo or fred' }).default('fred').meta({
    description:
      'Macro and financial series: fred (refreshed from FRED on each series’ publish cycle; unreachable → the generated series, marked 演示数据, retried hourly) or demo (generated only, offline)',
  }),
  FRED_API_KEY: z
    .string()
    .regex(/^[a-z0-9]{32}$/, 'must be the 32-character FRED API key')
    .optional()
    .meta({
      description:
        'FRED API key; without it `npm run ingest -- fred` and MACRO_SOURCE=fred read FRED’s keyless CSV download',
      shownDefault: '(none: the CSV download)',
    }),
  FRED_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((v) => v.replace(/\/+$/, ''))
    .default('https://api.stlouisfed.org/fred')
    .meta({ description: 'FRED API base URL (its /series/observations), used with FRED_API_KEY' }),
  FRED_CSV_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://fred.stlouisfed.org/graph/fredgraph.csv')
    .meta({ description: 'FRED’s keyless CSV download (?id=SERIES), used without FRED_API_KEY' }),
  UPLOAD_STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local').meta({
    description:
      'Where chat images and files are kept: local (UPLOAD_DIR) or s3 (an S3-compatible bucket, the four S3_ variables)',
  }),
  UPLOAD_DIR: z.string().min(1, 'must not be empty').default('data/uploads').meta({
    description: 'Folder for uploads with UPLOAD_STORAGE=local, relative to the repository root',
  }),
  UPLOAD_MAX_MB: count.max(100, 'must be at most 100').default(10).meta({
    description: 'Largest chat image or file accepted, in MB (larger: 413 with a Chinese reason)',
  }),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional()
    .meta({ description: 'S3-compatible endpoint (AWS, MinIO, R2…) with UPLOAD_STORAGE=s3' }),
  S3_REGION: z
    .string()
    .min(1, 'must not be empty')
    .default('us-east-1')
    .meta({ description: 'Region of the S3 bucket' }),
  S3_BUCKET: z
    .string()
    .min(3, 'must be a bucket name')
    .optional()
    .meta({ description: 'Bucket for uploads with UPLOAD_STORAGE=s3' }),
  S3_ACCESS_KEY_ID: z
    .string()
    .min(1, 'must not be empty')
    .optional()
    .meta({ description: 'Access key id for the S3 bucket' }),
  S3_SECRET_ACCESS_KEY: z
    .string()
    .min(1, 'must not be empty')
    .optional()
    .meta({ description: 'Secret access key for the S3 bucket; keep it secret' }),
  CHAT_MESSAGE_MAX_CHARS: count.max(10000, 'must be at most 10000').default(2000).meta({
    description: 'Longest chat text message, in characters (longer: 400 with a Chinese reason)',
  }),
  CHAT_RATE_LIMIT: count.default(30).meta({
    description: 'Chat messages and uploads one member may send per minute (then 429)',
  }),
  NEWS_SOURCE: z.enum(['demo', 'feeds'], { error: 'must be demo or feeds' }).default('feeds').meta({
    description:
      'News: feeds (NEWS_FEEDS polled every NEWS_POLL_MINUTES while the server runs; none readable → the generated flash news, marked 演示数据) or demo (generated only, offline)',
  }),
  NEWS_FEEDS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .refine(
      (urls) => urls.length > 0 && urls.every((u) => /^https?:\/\//.test(u) && URL.canParse(u)),
      {
        message: 'must be a comma-separated list of http:// or https:// feed URLs',
      },
    )
    .default([
      'https://rss.odaily.news/rss/newsflash',
      'https://api.theblockbeats.news/v2/rss/newsflash',
      'https://rss.panewslab.com/zh/tvsq/rss',
      'https://www.coindesk.com/arc/outboundfeeds/rss/',
      'https://cointelegraph.com/rss',
      'https://decrypt.co/feed',
    ])
    .meta({
      description:
        'Comma-separated RSS 2.0, Atom or JSON Feed URLs read by NEWS_SOURCE=feeds and `npm run ingest -- news`',
      shownDefault: 'Odaily 星球日报、BlockBeats、PANews 快讯, CoinDesk, Cointelegraph, Decrypt',
    }),
  NEWS_POLL_MINUTES: count.max(1440, 'must be at most 1440').default(5).meta({
    description: 'Minutes between two polls of NEWS_FEEDS with NEWS_SOURCE=feeds',
  }),
  CALENDAR_SOURCE: z
    .enum(['demo', 'online'], { error: 'must be demo or online' })
    .default('online')
    .meta({
      description:
        'Economic calendar: online (CALENDAR_URL read every CALENDAR_POLL_MINUTES while the server runs; unreachable → the generated releases, marked 演示数据) or demo (generated only, offline)',
    }),
  CALENDAR_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://nfs.faireconomy.media/ff_calendar_thisweek.json')
    .meta({
      description:
        'Scheduled releases with consensus and previous figures read by CALENDAR_SOURCE=online and `npm run ingest -- calendar` (the Forex Factory weekly JSON export)',
    }),
  CALENDAR_POLL_MINUTES: count.max(1440, 'must be at most 1440').default(60).meta({
    description: 'Minutes between two reads of CALENDAR_URL with CALENDAR_SOURCE=online',
  }),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .optional()
    .meta({
      description:
        'Redis shared by several server instances (realtime bus, rate limits, cache invalidation, one leader for scheduled work); unset: one process keeps it all in memory',
      shownDefault: '(none: one process)',
    }),
  TRUSTED_PROXY: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    )
    .optional()
    .meta({
      description:
        'Comma-separated addresses of the reverse proxies whose X-Forwarded-For names the client (rate limits, logs); unset: the connection’s own address',
      shownDefault: '(none)',
    }),
  ADMIN_TOTP_ISSUER: z.string().min(1, 'must not be empty').default('币见').meta({
    description: 'Issuer shown in the authenticator app when an admin enrols a TOTP second factor',
  }),
});

export type Database = { client: 'sqlite'; filename: string } | { client: 'mysql'; url: string };

/** Where mail leaves: an SMTP server, or the outbox table the admin reads. */
export type MailSettings = { kind: 'smtp'; url: string; from: string } | { kind: 'outbox' };

/** Thresholds of the rate limits (see src/limits/). */
export interface LimitSettings {
  /** Failed logins for one account before each failure answers slowly, and before the account is refused. */
  loginAccount: { slowAfter: number; lockAfter: number };
  /** The same for one client address (higher: many members can share one address). */
  loginAddress: { slowAfter: number; lockAfter: number };
  /** How long a refused account or address stays refused, and how far back failures count. */
  loginLockMs: number;
  /** checkregistrate calls per address per minute. */
  checksPerMinute: number;
  /** Captcha challenges and answers per address per minute. */
  captchasPerMinute: number;
  /** Password-reset mails requested per address per 15 minutes. */
  resetsPer15Minutes: number;
}

/** Which payment gateway serves POST payment (see src/providers/payment/). */
export type PaymentSettings =
  { gateway: 'sandbox' } | { gateway: 'epay'; url: string; pid: string; key: string };

/** Where Bitcoin prices come from (see src/providers/marketdata/ and src/cli/ingest.ts). */
export interface MarketSettings {
  /** The live ticker: a demo random walk or a public exchange. */
  ticker: 'demo' | 'binance' | 'okx';
  /** The exchange ticker's URL when not the exchange's own public one. */
  tickerUrl: string | null;
  /** Seconds between two live ticks. */
  tickSeconds: number;
  /** Coin Metrics API v4 base URL (no trailing slash): the history's schedule and `npm run ingest -- btc`. */
  coinMetricsUrl: string;
  /** The daily history: read from Coin Metrics on a schedule, or only generated. */
  history: 'demo' | 'coinmetrics';
}

/** The chat-completions provider behind every AI feature (see src/providers/ai/). */
export interface AiSettings {
  /** null: the offline analyst answers from the product's own data. */
  apiKey: string | null;
  /** Base URL of the OpenAI-compatible API, no trailing slash. */
  baseUrl: string;
  /** The upstream model id behind each product model. */
  models: { deep: string; normal: string };
  /** Questions per member per Beijing day, by tier. */
  dailyQuota: { member: number; vip: number };
}

/** Where the macro and financial series come from (see src/providers/macro/ and `npm run ingest -- fred`). */
export interface MacroSettings {
  /** demo: generated history; fred: refreshed from FRED on a schedule. */
  source: 'demo' | 'fred';
  /** null: FRED's keyless CSV download. */
  fredApiKey: string | null;
  /** FRED API base URL, no trailing slash. */
  fredUrl: string;
  /** FRED's keyless CSV download URL. */
  fredCsvUrl: string;
}

/** Where chat uploads are stored, and how large they may be. */
export type UploadSettings = { maxBytes: number } & (
  | { storage: 'local'; dir: string }
  | {
      storage: 's3';
      endpoint: string | null;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
    }
);

/** Limits on what members send in the group chat. */
export interface ChatSettings {
  messageMaxChars: number;
  messagesPerMinute: number;
}

/** Where news comes from (see src/modules/news/ and `npm run ingest -- news`). */
export interface NewsSettings {
  /** demo: generated items; feeds: the feed list polled on a schedule. */
  source: 'demo' | 'feeds';
  feeds: string[];
  pollMinutes: number;
}

/** Where economic calendar releases come from (see src/modules/calendar/ and `npm run ingest -- calendar`). */
export interface CalendarSettings {
  /** demo: generated releases; online: the calendar URL read on a schedule. */
  source: 'demo' | 'online';
  url: string;
  pollMinutes: number;
}

/** What several instances share; null redisUrl keeps everything in this process. */
export interface ClusterSettings {
  redisUrl: string | null;
  /** Proxy addresses whose X-Forwarded-For is believed. */
  trustedProxies: string[];
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: Database;
  sessionSecret: string;
  /** True when SESSION_SECRET was absent and a random one was made for this run. */
  sessionSecretGenerated: boolean;
  cookieSecure: boolean;
  siteDir: string;
  /** The built Storybook served at /storybook/. */
  storybookDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  seedDemo: boolean;
  /** The site's address as members reach it, for links in mail (no trailing slash). */
  publicUrl: string;
  /** The page origins whose websocket upgrades are accepted (the browser's Origin header). */
  socketOrigins: string[];
  /** How long the sealed `nes` credential handed out at /nes/auth may be used to open a socket. */
  socketAuthTtlMs: number;
  mail: MailSettings;
  limits: LimitSettings;
  market: MarketSettings;
  payment: PaymentSettings;
  /** The price of each plan in yuan, as a decimal string with two places. */
  vipPrices: Record<30 | 90 | 365, string>;
  ai: AiSettings;
  macro: MacroSettings;
  uploads: UploadSettings;
  chat: ChatSettings;
  news: NewsSettings;
  calendar: CalendarSettings;
  cluster: ClusterSettings;
  /** The issuer named in admins' authenticator apps. */
  adminTotpIssuer: string;
}

/**
 * What the table shows as a field's default: the meta's `shownDefault` where the default is not a
 * value of the schema (random, or decided by loadConfig), else what the field parses nothing into.
 */
function shownDefault(field: z.ZodType): string {
  const shown = field.meta()?.shownDefault;
  if (typeof shown === 'string') return shown;
  const parsed = field.safeParse(undefined);
  return parsed.success && parsed.data !== undefined ? String(parsed.data) : '(none)';
}

/** Every environment variable the server reads, for the table in docs/configuration.md. */
export const configTable: ReadonlyArray<{ name: string; default: string; description: string }> =
  Object.entries(envSchema.shape).map(([name, field]) => ({
    name,
    default: shownDefault(field),
    description: field.meta()?.description ?? '',
  }));

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function parseDatabase(url: string): Database {
  if (url.startsWith('mysql://')) return { client: 'mysql', url };
  const file = url.slice('sqlite:'.length);
  return { client: 'sqlite', filename: file === ':memory:' ? ':memory:' : resolve(repoRoot, file) };
}

const loopbackHosts = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The site's own origin. A loopback PUBLIC_URL (the embedded default) also admits its other
 * loopback spellings on the same port: the start-up line prints 127.0.0.1, the default says localhost.
 */
export function defaultSocketOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (!loopbackHosts.includes(url.hostname)) return [url.origin];
  return loopbackHosts.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
}

/** Reads and checks the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape).flatMap((key) => {
      const value = env[key];
      return value === undefined || value === '' ? [] : [[key, value.trim()]];
    }),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return `${name}=${JSON.stringify(present[name] ?? '')} ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  SESSION_SECRET is required when NODE_ENV=production (at least 32 characters)',
    );
  }
  if (Boolean(e.SMTP_URL) !== Boolean(e.MAIL_FROM)) {
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_URL and MAIL_FROM go together: set both to send mail over SMTP, or neither to use the outbox',
    );
  }
  if (
    e.PAYMENT_GATEWAY === 'epay' &&
    (e.EPAY_URL === undefined || e.EPAY_PID === undefined || e.EPAY_KEY === undefined)
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_GATEWAY=epay needs EPAY_URL, EPAY_PID and EPAY_KEY',
    );
  }
  if (
    e.UPLOAD_STORAGE === 's3' &&
    (e.S3_BUCKET === undefined ||
      e.S3_ACCESS_KEY_ID === undefined ||
      e.S3_SECRET_ACCESS_KEY === undefined)
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  UPLOAD_STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT for a store other than AWS)',
    );
  }
  const production = e.NODE_ENV === 'production';
  const allowed = new Set(e.PRODUCTION_ALLOW ?? []);
  const seedDemo = e.SEED_DEMO ?? !production;
  if (production && e.PAYMENT_GATEWAY === 'sandbox' && !allowed.has('sandbox-payments')) {
    throw new ConfigError(
      'Invalid configuration:\n  NODE_ENV=production with the sandbox payment gateway (PAYMENT_GATEWAY=sandbox, the default) lets anyone mark an order paid: set PAYMENT_GATEWAY=epay with EPAY_URL, EPAY_PID and EPAY_KEY, or accept it by name with PRODUCTION_ALLOW=sandbox-payments',
    );
  }
  if (production && seedDemo && !allowed.has('demo-seed')) {
    throw new ConfigError(
      'Invalid configuration:\n  NODE_ENV=production with SEED_DEMO=true creates the demo accounts whose passwords the README publishes: unset SEED_DEMO, or accept it by name with PRODUCTION_ALLOW=demo-seed (the demo admin is never created in production)',
    );
  }
  // PORT=0 has no port to name until it listens: the default port stands in.
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT || 8001}`;
  const [price30, price90, price365] = e.VIP_PRICES.split(',').map((p) => Number(p).toFixed(2));
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database: parseDatabase(e.DATABASE_URL),
    sessionSecret: e.SESSION_SECRET ?? randomBytes(32).toString('base64url'),
    sessionSecretGenerated: !e.SESSION_SECRET,
    cookieSecure: e.COOKIE_SECURE ?? production,
    siteDir: resolve(repoRoot, e.SITE_DIR),
    storybookDir: resolve(repoRoot, e.STORYBOOK_DIR),
    logLevel: e.LOG_LEVEL,
    seedDemo,
    publicUrl,
    socketOrigins: e.SOCKET_ORIGINS ?? defaultSocketOrigins(publicUrl),
    socketAuthTtlMs: e.SOCKET_AUTH_TTL_SECONDS * 1000,
    mail:
      e.SMTP_URL && e.MAIL_FROM
        ? { kind: 'smtp', url: e.SMTP_URL, from: e.MAIL_FROM }
        : { kind: 'outbox' },
    limits: {
      loginAccount: {
        slowAfter: e.LOGIN_ACCOUNT_SLOW_AFTER,
        lockAfter: e.LOGIN_ACCOUNT_LOCK_AFTER,
      },
      loginAddress: {
        slowAfter: e.LOGIN_ADDRESS_SLOW_AFTER,
        lockAfter: e.LOGIN_ADDRESS_LOCK_AFTER,
      },
      loginLockMs: e.LOGIN_LOCK_MINUTES * 60_000,
      checksPerMinute: e.CHECK_RATE_LIMIT,
      captchasPerMinute: e.CAPTCHA_RATE_LIMIT,
      resetsPer15Minutes: e.RESET_RATE_LIMIT,
    },
    market: {
      ticker: e.MARKET_TICKER,
      tickerUrl: e.MARKET_TICKER_URL ?? null,
      tickSeconds: e.MARKET_TICK_SECONDS,
      coinMetricsUrl: e.COINMETRICS_URL,
      history: e.BTC_HISTORY_SOURCE,
    },
    payment:
      e.PAYMENT_GATEWAY === 'epay' && e.EPAY_URL && e.EPAY_PID && e.EPAY_KEY
        ? { gateway: 'epay', url: e.EPAY_URL, pid: e.EPAY_PID, key: e.EPAY_KEY }
        : { gateway: 'sandbox' },
    vipPrices: { 30: price30 ?? '0.01', 90: price90 ?? '0.02', 365: price365 ?? '0.03' },
    ai: {
      apiKey: e.AI_API_KEY ?? null,
      baseUrl: e.AI_BASE_URL,
      models: { deep: e.AI_MODEL_DEEP, normal: e.AI_MODEL_NORMAL },
      dailyQuota: { member: e.AI_DAILY_QUOTA_MEMBER, vip: e.AI_DAILY_QUOTA_VIP },
    },
    macro: {
      source: e.MACRO_SOURCE,
      fredApiKey: e.FRED_API_KEY ?? null,
      fredUrl: e.FRED_URL,
      fredCsvUrl: e.FRED_CSV_URL,
    },
    uploads:
      e.UPLOAD_STORAGE === 's3' && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            storage: 's3',
            maxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
            endpoint: e.S3_ENDPOINT ?? null,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : {
            storage: 'local',
            maxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
            dir: resolve(repoRoot, e.UPLOAD_DIR),
          },
    chat: {
      messageMaxChars: e.CHAT_MESSAGE_MAX_CHARS,
      messagesPerMinute: e.CHAT_RATE_LIMIT,
    },
    news: { source: e.NEWS_SOURCE, feeds: e.NEWS_FEEDS, pollMinutes: e.NEWS_POLL_MINUTES },
    calendar: {
      source: e.CALENDAR_SOURCE,
      url: e.CALENDAR_URL,
      pollMinutes: e.CALENDAR_POLL_MINUTES,
    },
    cluster: { redisUrl: e.REDIS_URL ?? null, trustedProxies: e.TRUSTED_PROXY ?? [] },
    adminTotpIssuer: e.ADMIN_TOTP_ISSUER,
  };
}
