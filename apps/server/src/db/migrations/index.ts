import type { Knex } from 'knex';
import * as foundation from './20261122_0001_foundation.ts';
import * as accounts from './20261123_0002_accounts.ts';
import * as orders from './20261123_0003_orders.ts';
import * as btcDaily from './20261123_0004_btc_daily.ts';
import * as indicatorCatalogue from './20261123_0005_indicator_catalogue.ts';
import * as aiConversations from './20261124_0006_ai_conversations.ts';
import * as macroSeries from './20261124_0007_macro_series.ts';
import * as chat from './20261124_0008_chat.ts';
import * as news from './20261124_0009_news.ts';
import * as adminTotp from './20261124_0010_admin_totp.ts';
import * as adminConsole from './20261124_0011_admin_console.ts';
import * as calendar from './20261124_0012_calendar.ts';
import * as dailyAnalysis from './20261124_0013_daily_analysis.ts';
import * as alerts from './20261124_0014_alerts.ts';
import * as documents from './20261124_0015_documents.ts';
import * as auditBodies from './20261125_0016_audit_bodies.ts';
import * as newsRelated from './20261128_0017_news_related.ts';
import * as dataSources from './20261128_0018_data_sources.ts';
import * as aiFacts from './20261128_0019_ai_facts.ts';
import * as newsReadingBy from './20261128_0022_news_reading_by.ts';
import * as analysisFromDemo from './20261128_0023_analysis_from_demo.ts';

interface NamedMigration {
  name: string;
  migration: Knex.Migration;
}

// Migrations are imported, not read from a directory, so they run from TypeScript sources (tsx, vitest) as they are.
const migrations: NamedMigration[] = [
  { name: '20261122_0001_foundation', migration: foundation },
  { name: '20261123_0002_accounts', migration: accounts },
  { name: '20261123_0003_orders', migration: orders },
  { name: '20261123_0004_btc_daily', migration: btcDaily },
  { name: '20261123_0005_indicator_catalogue', migration: indicatorCatalogue },
  { name: '20261124_0006_ai_conversations', migration: aiConversations },
  { name: '20261124_0007_macro_series', migration: macroSeries },
  { name: '20261124_0008_chat', migration: chat },
  { name: '20261124_0009_news', migration: news },
  { name: '20261124_0010_admin_totp', migration: adminTotp },
  { name: '20261124_0011_admin_console', migration: adminConsole },
  { name: '20261124_0012_calendar', migration: calendar },
  { name: '20261124_0013_daily_analysis', migration: dailyAnalysis },
  { name: '20261124_0014_alerts', migration: alerts },
  { name: '20261124_0015_documents', migration: documents },
  { name: '20261125_0016_audit_bodies', migration: auditBodies },
  { name: '20261128_0017_news_related', migration: newsRelated },
  { name: '20261128_0018_data_sources', migration: dataSources },
  { name: '20261128_0019_ai_facts', migration: aiFacts },
  { name: '20261128_0022_news_reading_by', migration: newsReadingBy },
  { name: '20261128_0023_analysis_from_demo', migration: analysisFromDemo },
];

export const migrationSource: Knex.MigrationSource<NamedMigration> = {
  getMigrations: () => Promise.resolve(migrations),
  getMigrationName: (m) => m.name,
  getMigration: (m) => Promise.resolve(m.migration),
};
