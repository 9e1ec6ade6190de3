import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { configTableCells } from '../src/cli/config-table.ts';
import { configTable, ConfigError, loadConfig, repoRoot } from '../src/config.ts';

describe('loadConfig', () => {
  it('starts with safe defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8001,
      host: '127.0.0.1',
      database: { client: 'sqlite', filename: `${repoRoot}/data/coinsight.sqlite` },
      cookieSecure: false,
      siteDir: `${repoRoot}/apps/site/dist`,
      storybookDir: `${repoRoot}/storybook-static`,
      logLevel: 'info',
      seedDemo: true,
      nodeEnv: 'development',
      sessionSecretGenerated: true,
    });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}).sessionSecret).not.toBe(config.sessionSecret);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'mysql://u:p%40ss@db.local:3307/coinsight',
      SESSION_SECRET: 's'.repeat(40),
      COOKIE_SECURE: 'true',
      SITE_DIR: '/srv/site',
      STORYBOOK_DIR: '/srv/storybook',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      PRODUCTION_ALLOW: 'sandbox-payments',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      database: { client: 'mysql', url: 'mysql://u:p%40ss@db.local:3307/coinsight' },
      sessionSecret: 's'.repeat(40),
      sessionSecretGenerated: false,
      cookieSecure: true,
      siteDir: '/srv/site',
      storybookDir: '/srv/storybook',
      logLevel: 'warn',
      seedDemo: false,
      nodeEnv: 'production',
    });
  });

  describe('in production', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40) };
    const epay = {
      PAYMENT_GATEWAY: 'epay',
      EPAY_URL: 'https://pay.example',
      EPAY_PID: '1001',
      EPAY_KEY: 'merchant-key',
    };

    it('refuses the sandbox gateway, the default, unless it is allowed by name', () => {
      expect(() => loadConfig(production)).toThrow(
        /sandbox payment gateway .* lets anyone mark an order paid.*PRODUCTION_ALLOW=sandbox-payments/,
      );
      expect(() => loadConfig({ ...production, PAYMENT_GATEWAY: 'sandbox' })).toThrow(ConfigError);
      expect(loadConfig({ ...production, PRODUCTION_ALLOW: 'sandbox-payments' }).payment).toEqual({
        gateway: 'sandbox',
      });
    });

    it('seeds no demo data unless asked, and refuses the demo seed unless it is allowed by name', () => {
      expect(loadConfig({ ...production, ...epay }).seedDemo).toBe(false);
      expect(() => loadConfig({ ...production, ...epay, SEED_DEMO: 'true' })).toThrow(
        /SEED_DEMO=true creates the demo accounts.*PRODUCTION_ALLOW=demo-seed/,
      );
      expect(
        loadConfig({ ...production, ...epay, SEED_DEMO: 'true', PRODUCTION_ALLOW: 'demo-seed' })
          .seedDemo,
      ).toBe(true);
    });

    it('marks cookies Secure (and so sends HSTS) unless COOKIE_SECURE=false says plain HTTP', () => {
      expect(loadConfig({ ...production, ...epay }).cookieSecure).toBe(true);
      expect(loadConfig({ ...production, ...epay, COOKIE_SECURE: 'false' }).cookieSecure).toBe(
        false,
      );
      expect(loadConfig({ ...production, ...epay, NODE_ENV: 'development' }).cookieSecure).toBe(
        false,
      );
    });

    it('names an unknown opt-in', () => {
      expect(() => loadConfig({ ...production, ...epay, PRODUCTION_ALLOW: 'everything' })).toThrow(
        /PRODUCTION_ALLOW="everything" each name must be one of sandbox-payments, demo-seed/,
      );
    });
  });

  describe('websocket origins', () => {
    it('admit the site’s own origin, with its loopback spellings when it is local', () => {
      expect(loadConfig({}).socketOrigins).toEqual([
        'http://localhost:8001',
        'http://127.0.0.1:8001',
        'http://[::1]:8001',
      ]);
      expect(loadConfig({ PUBLIC_URL: 'https://coinsight.example/' }).socketOrigins).toEqual([
        'https://coinsight.example',
      ]);
    });

    it('come from SOCKET_ORIGINS when it is set, and must be origins', () => {
      expect(
        loadConfig({ SOCKET_ORIGINS: 'https://a.example, https://b.example:8443/' }).socketOrigins,
      ).toEqual(['https://a.example', 'https://b.example:8443']);
      expect(() => loadConfig({ SOCKET_ORIGINS: 'https://a.example/path' })).toThrow(
        /SOCKET_ORIGINS=.* must be a comma-separated list of origins/,
      );
    });
  });

  it('knows the in-memory SQLite database', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite::memory:' }).database).toEqual({
      client: 'sqlite',
      filename: ':memory:',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT="eighty" must be a number/],
    [{ PORT: '70000' }, /PORT="70000" must be between 0 and 65535/],
    [
      { DATABASE_URL: 'postgres://x' },
      /DATABASE_URL="postgres:\/\/x" must start with sqlite: .* or mysql:\/\//,
    ],
    [{ SESSION_SECRET: 'short' }, /SESSION_SECRET="short" must be at least 32 characters/],
    [{ COOKIE_SECURE: 'maybe' }, /COOKIE_SECURE="maybe" must be true or false/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL="loud" must be one of/],
    [{ SEED_DEMO: '2' }, /SEED_DEMO="2" must be true or false/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV="staging" must be development, production or test/],
    [{ NODE_ENV: 'production' }, /SESSION_SECRET is required when NODE_ENV=production/],
    [{ PUBLIC_URL: 'localhost:8001' }, /PUBLIC_URL="localhost:8001" must be an http/],
    [{ SMTP_URL: 'http://mail.local' }, /SMTP_URL="http:\/\/mail.local" must be smtp:\/\//],
    [{ SMTP_URL: 'smtp://mail.local:25' }, /SMTP_URL and MAIL_FROM go together/],
    [{ MAIL_FROM: 'noreply@example.com' }, /SMTP_URL and MAIL_FROM go together/],
    [{ LOGIN_ACCOUNT_LOCK_AFTER: '0' }, /LOGIN_ACCOUNT_LOCK_AFTER="0" must be at least 1/],
    [{ CHECK_RATE_LIMIT: 'many' }, /CHECK_RATE_LIMIT="many" must be a number/],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('keeps mail in the outbox unless SMTP is configured, and links mail to PUBLIC_URL', () => {
    expect(loadConfig({}).mail).toEqual({ kind: 'outbox' });
    expect(loadConfig({}).publicUrl).toBe('http://localhost:8001');
    const smtp = loadConfig({
      SMTP_URL: 'smtp://u:p@mail.local:2525',
      MAIL_FROM: '币见 <noreply@example.com>',
      PUBLIC_URL: 'https://coinsight.example/',
    });
    expect(smtp.mail).toEqual({
      kind: 'smtp',
      url: 'smtp://u:p@mail.local:2525',
      from: '币见 <noreply@example.com>',
    });
    expect(smtp.publicUrl).toBe('https://coinsight.example');
  });

  it('reads the rate-limit thresholds, with defaults', () => {
    expect(loadConfig({}).limits).toEqual({
      loginAccount: { slowAfter: 3, lockAfter: 10 },
      loginAddress: { slowAfter: 10, lockAfter: 30 },
      loginLockMs: 15 * 60_000,
      checksPerMinute: 30,
      captchasPerMinute: 20,
      resetsPer15Minutes: 5,
    });
    expect(
      loadConfig({ LOGIN_ACCOUNT_SLOW_AFTER: '1', LOGIN_LOCK_MINUTES: '5' }).limits,
    ).toMatchObject({
      loginAccount: { slowAfter: 1, lockAfter: 10 },
      loginLockMs: 5 * 60_000,
    });
  });

  it('uses the offline analyst without an AI key, and reads the models and quotas', () => {
    expect(loadConfig({}).ai).toEqual({
      apiKey: null,
      baseUrl: 'https://api.deepseek.com',
      models: { deep: 'deepseek-reasoner', normal: 'deepseek-chat' },
      dailyQuota: { member: 20, vip: 200 },
    });
    const keyed = loadConfig({
      AI_API_KEY: 'sk-0123456789',
      AI_BASE_URL: 'http://127.0.0.1:9/v1/',
      AI_MODEL_NORMAL: 'deepseek-v4-chat',
      AI_DAILY_QUOTA_VIP: '500',
    }).ai;
    expect(keyed).toMatchObject({
      apiKey: 'sk-0123456789',
      baseUrl: 'http://127.0.0.1:9/v1',
      models: { deep: 'deepseek-reasoner', normal: 'deepseek-v4-chat' },
      dailyQuota: { member: 20, vip: 500 },
    });
    expect(() => loadConfig({ AI_DAILY_QUOTA_MEMBER: '0' })).toThrow(/AI_DAILY_QUOTA_MEMBER/);
  });

  it('reads the macro source and checks the FRED key', () => {
    expect(loadConfig({}).macro).toEqual({
      source: 'fred',
      fredApiKey: null,
      fredUrl: 'https://api.stlouisfed.org/fred',
      fredCsvUrl: 'https://fred.stlouisfed.org/graph/fredgraph.csv',
    });
    expect(
      loadConfig({ MACRO_SOURCE: 'fred', FRED_API_KEY: 'abcdef0123456789abcdef0123456789' }).macro,
    ).toMatchObject({ source: 'fred', fredApiKey: 'abcdef0123456789abcdef0123456789' });
    expect(() => loadConfig({ FRED_API_KEY: 'short' })).toThrow(/FRED_API_KEY/);
  });

  it('keeps uploads in a local folder unless an S3 bucket is fully configured', () => {
    expect(loadConfig({}).uploads).toEqual({
      storage: 'local',
      maxBytes: 10 * 1024 * 1024,
      dir: resolve(repoRoot, 'data/uploads'),
    });
    expect(() => loadConfig({ UPLOAD_STORAGE: 's3', S3_BUCKET: 'coinsight' })).toThrow(
      /UPLOAD_STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(
      loadConfig({
        UPLOAD_STORAGE: 's3',
        UPLOAD_MAX_MB: '2',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'coinsight',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).uploads,
    ).toEqual({
      storage: 's3',
      maxBytes: 2 * 1024 * 1024,
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'coinsight',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
    expect(loadConfig({}).chat).toEqual({ messageMaxChars: 2000, messagesPerMinute: 30 });
  });

  it('reads every outside source from its real origin unless told demo (issue 34)', () => {
    const config = loadConfig({});
    expect(config.market).toMatchObject({ ticker: 'okx', history: 'coinmetrics' });
    expect([config.macro.source, config.news.source, config.calendar.source]).toEqual([
      'fred',
      'feeds',
      'online',
    ]);
    expect(config.news.feeds.some((u) => /odaily|blockbeats|panews/.test(u))).toBe(true);
    expect(config.news.feeds.some((u) => /coindesk|cointelegraph|decrypt/.test(u))).toBe(true);
    expect(config.ai.apiKey).toBeNull();
    expect(loadConfig({ BTC_HISTORY_SOURCE: 'demo' }).market.history).toBe('demo');
    expect(() => loadConfig({ BTC_HISTORY_SOURCE: 'csv' })).toThrow(/BTC_HISTORY_SOURCE/);
  });

  it('reads the news source and its feed list', () => {
    const news = loadConfig({}).news;
    expect(news).toMatchObject({ source: 'feeds', pollMinutes: 5 });
    expect(news.feeds.length).toBeGreaterThan(0);
    expect(
      loadConfig({
        NEWS_SOURCE: 'feeds',
        NEWS_FEEDS: ' https://a.example/rss , https://b.example/feed.json ',
        NEWS_POLL_MINUTES: '15',
      }).news,
    ).toEqual({
      source: 'feeds',
      feeds: ['https://a.example/rss', 'https://b.example/feed.json'],
      pollMinutes: 15,
    });
    expect(() => loadConfig({ NEWS_FEEDS: 'ftp://a.example/rss' })).toThrow(/NEWS_FEEDS/);
    expect(() => loadConfig({ NEWS_SOURCE: 'rss' })).toThrow(/NEWS_SOURCE/);
  });

  it('reads the calendar source, its address and its poll interval', () => {
    expect(loadConfig({}).calendar).toEqual({
      source: 'online',
      url: 'https://nfs.faireconomy.media/ff_calendar_thisweek.json',
      pollMinutes: 60,
    });
    expect(
      loadConfig({
        CALENDAR_SOURCE: 'online',
        CALENDAR_URL: 'http://127.0.0.1:9/week.json',
        CALENDAR_POLL_MINUTES: '30',
      }).calendar,
    ).toEqual({ source: 'online', url: 'http://127.0.0.1:9/week.json', pollMinutes: 30 });
    expect(() => loadConfig({ CALENDAR_SOURCE: 'csv' })).toThrow(/CALENDAR_SOURCE/);
    expect(() => loadConfig({ CALENDAR_URL: 'ftp://a.example/x' })).toThrow(/CALENDAR_URL/);
  });

  it('keeps one process unless Redis is named, and believes only the named proxies', () => {
    expect(loadConfig({}).cluster).toEqual({ redisUrl: null, trustedProxies: [] });
    expect(
      loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/0', TRUSTED_PROXY: '10.0.0.1, 10.0.0.2' })
        .cluster,
    ).toEqual({ redisUrl: 'redis://127.0.0.1:6379/0', trustedProxies: ['10.0.0.1', '10.0.0.2'] });
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(loadConfig({}).adminTotpIssuer).toBe('币见');
  });

  it('lists all problems at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'y' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });

  it('documents every variable it reads', () => {
    expect(configTable.map((row) => row.name).sort()).toEqual(
      [
        'COOKIE_SECURE',
        'DATABASE_URL',
        'HOST',
        'LOG_LEVEL',
        'NODE_ENV',
        'PORT',
        'SEED_DEMO',
        'PRODUCTION_ALLOW',
        'SOCKET_ORIGINS',
        'SOCKET_AUTH_TTL_SECONDS',
        'SESSION_SECRET',
        'SITE_DIR',
        'STORYBOOK_DIR',
        'PUBLIC_URL',
        'SMTP_URL',
        'MAIL_FROM',
        'LOGIN_ACCOUNT_SLOW_AFTER',
        'LOGIN_ACCOUNT_LOCK_AFTER',
        'LOGIN_ADDRESS_SLOW_AFTER',
        'LOGIN_ADDRESS_LOCK_AFTER',
        'LOGIN_LOCK_MINUTES',
        'CHECK_RATE_LIMIT',
        'CAPTCHA_RATE_LIMIT',
        'RESET_RATE_LIMIT',
        'MARKET_TICKER',
        'MARKET_TICKER_URL',
        'MARKET_TICK_SECONDS',
        'COINMETRICS_URL',
        'BTC_HISTORY_SOURCE',
        'PAYMENT_GATEWAY',
        'EPAY_URL',
        'EPAY_PID',
        'EPAY_KEY',
        'VIP_PRICES',
        'AI_API_KEY',
        'AI_BASE_URL',
        'AI_MODEL_DEEP',
        'AI_MODEL_NORMAL',
        'AI_DAILY_QUOTA_MEMBER',
        'AI_DAILY_QUOTA_VIP',
        'MACRO_SOURCE',
        'FRED_API_KEY',
        'FRED_URL',
        'FRED_CSV_URL',
        'UPLOAD_STORAGE',
        'UPLOAD_DIR',
        'UPLOAD_MAX_MB',
        'S3_ENDPOINT',
        'S3_REGION',
        'S3_BUCKET',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
        'CHAT_MESSAGE_MAX_CHARS',
        'CHAT_RATE_LIMIT',
        'NEWS_SOURCE',
        'NEWS_FEEDS',
        'NEWS_POLL_MINUTES',
        'CALENDAR_SOURCE',
        'CALENDAR_URL',
        'CALENDAR_POLL_MINUTES',
        'REDIS_URL',
        'TRUSTED_PROXY',
        'ADMIN_TOTP_ISSUER',
      ].sort(),
    );
  });
});

/** The cells of the Markdown table that starts with a `| Variable` header, separator row left out. */
function documentTableCells(file: string): string[][] {
  const lines = readFileSync(resolve(repoRoot, file), 'utf8').split('\n');
  const start = lines.findIndex((line) => line.startsWith('| Variable'));
  const end = lines.findIndex((line, i) => i > start && !line.startsWith('|'));
  return lines
    .slice(start, end === -1 ? undefined : end)
    .filter((_, i) => i !== 1)
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

describe('configuration table', () => {
  it('has a description for every variable of the schema', () => {
    for (const row of configTable) expect(row.description, row.name).not.toBe('');
  });

  it('shows each default as the schema computes it', () => {
    const shown = Object.fromEntries(configTable.map((row) => [row.name, row.default]));
    expect(shown).toMatchObject({
      PORT: '8001',
      COOKIE_SECURE: 'false (true when NODE_ENV=production)',
      PUBLIC_URL: 'http://localhost:PORT',
      SEED_DEMO: 'true (false when NODE_ENV=production)',
      EPAY_URL: '(none)',
    });
  });

  it('in docs/configuration.md is the one generated from the schema (npx tsx apps/server/src/cli/config-table.ts)', () => {
    expect(documentTableCells('docs/configuration.md')).toEqual(configTableCells());
  });
});
