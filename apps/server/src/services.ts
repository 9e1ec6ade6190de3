import type { Core } from './core.ts';
import type { AccountServices } from './modules/account/plugin.ts';
import type { AiServices } from './modules/ai/plugin.ts';
import type { ChatServices } from './modules/chat/plugin.ts';
import type { IndicatorsServices } from './modules/indicators/plugin.ts';
import type { MacroServices } from './modules/macro/plugin.ts';
import type { MarketServices } from './modules/market/plugin.ts';
import type { NewsServices } from './modules/news/plugin.ts';
import type { CalendarServices } from './modules/calendar/plugin.ts';
import type { AnalysisServices } from './modules/analysis/plugin.ts';
import type { ConsoleServices } from './modules/console/plugin.ts';
import type { DocumentsServices } from './modules/documents/plugin.ts';
import type { AlertsServices } from './modules/alerts/plugin.ts';
import type { PaymentsServices } from './modules/payments/plugin.ts';

/**
 * Every area's services beside the core, as tests, seeds and tools reach them through
 * `AppServer.services`. Areas themselves never see this: each gets only its own deps.
 */
export type Services = Core &
  AccountServices &
  MarketServices &
  IndicatorsServices &
  PaymentsServices &
  AiServices &
  MacroServices &
  ChatServices &
  NewsServices &
  CalendarServices &
  AnalysisServices &
  ConsoleServices &
  DocumentsServices &
  AlertsServices;
