/**
 * Who writes each table. An area (a folder of `src/modules/`) is the only one whose code inserts,
 * updates or deletes its tables' rows; another area that must change them calls the owner's exposed
 * service (with its transaction when the change must land with its own writes). `core` tables are
 * written by what every area shares, never by an area's own query: the audit log
 * (`audit/auditLog.ts`), the mail outbox (`providers/mail/outbox.ts`), the key-value versions
 * (`db/appMeta.ts`) and the data sources' states (`sources/`). Seeds (`db/seeds/`) fill every table on first start and are outside the rule.
 * test/tableOwnership.test.ts holds the code to this map, and every migrated table to an entry.
 */
export const tableOwners = {
  users: 'account',
  admins: 'account',
  sessions: 'account',
  password_resets: 'account',
  captcha_challenges: 'account',
  captcha_passes: 'account',
  admin_recovery_codes: 'account',
  orders: 'payments',
  refund_requests: 'payments',
  btc_daily: 'market',
  indicator_groups: 'indicators',
  indicator_items: 'indicators',
  favorites: 'indicators',
  indicator_thumbnails: 'indicators',
  ai_conversations: 'ai',
  ai_messages: 'ai',
  ai_quota_uses: 'ai',
  macro_series: 'macro',
  macro_observations: 'macro',
  chat_groups: 'chat',
  chat_members: 'chat',
  chat_messages: 'chat',
  chat_uploads: 'chat',
  chat_join_requests: 'chat',
  news: 'news',
  news_search: 'news',
  news_views: 'news',
  news_sources: 'news',
  calendar_events: 'calendar',
  calendar_exports: 'calendar',
  daily_analysis: 'analysis',
  member_alerts: 'alerts',
  membership_adjustments: 'console',
  document_images: 'documents',
  admin_audit: 'core',
  outbox: 'core',
  app_meta: 'core',
  source_status: 'core',
} as const satisfies Record<string, string>;

export type Table = keyof typeof tableOwners;
export type TableOwner = (typeof tableOwners)[Table];
