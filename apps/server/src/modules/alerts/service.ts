import {
  describeAlert,
  firedText,
  historyReading,
  initialState,
  latestIndicators,
  maxAlertsPerMember,
  step,
  summaryCards,
  type AlertReading,
  type AlertRule,
  type DayIndicators,
} from '@coinsight/domain/alerts';
import type { AlertView, IndicatorReading } from '@coinsight/domain/api';
import type { BtcDay } from '@coinsight/domain/indicators';
import { messages } from '@coinsight/domain/messages';
import { beijingDateTime } from '@coinsight/domain/time';
import type { Logger } from 'pino';
import type { Clock } from '../../clock.ts';
import { DomainError, invalidInput } from '../../domainError.ts';
import type { Mailer } from '../../providers/mail/index.ts';
import type { Bus } from '../../realtime/bus.ts';
import type { AlertsRepo, AlertToEvaluate, StoredAlert } from './repo.ts';

const m = messages.alerts;

export function alertView(alert: StoredAlert): AlertView {
  return {
    id: alert.id,
    rule: alert.rule,
    title: describeAlert(alert.rule),
    state: alert.rule.kind === 'rainbow_band' || alert.state.armed ? 'armed' : 'waiting',
    created_at: alert.createdAt.toISOString(),
    last_fired_at: alert.lastFiredAt?.toISOString() ?? null,
  };
}

/** Where the newest readings come from: the market area's history and live price. */
export interface AlertSources {
  history: () => Promise<BtcDay[]>;
  /** Whether that history is the generator's (the summary's 演示数据 mark, issue 34). */
  historyIsDemo?: () => Promise<boolean>;
  /** The newest live price, or null before the first tick. */
  latestPrice: () => Promise<number | null>;
}

/**
 * Member alerts: the list, and their evaluation when new data lands. Readings are applied one at a
 * time in arrival order (a tick does not overtake an ingest); each alert's state moves by
 * compare-and-set, and only the evaluation that moved it delivers, so a crossing reaches the member
 * once however many instances hear it.
 */
export class AlertsService {
  private queue: Promise<void> = Promise.resolve();
  private indicators: { days: BtcDay[]; value: DayIndicators | null } | null = null;
  /** The last tick heard: the feed's ring keeps one tick per second, ticks can come faster. */
  private lastPrice: number | null = null;

  constructor(
    private readonly repo: AlertsRepo,
    private readonly sources: AlertSources,
    private readonly bus: Bus,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async list(userId: number): Promise<AlertView[]> {
    return (await this.repo.list(userId)).map(alertView);
  }

  async add(userId: number, rule: AlertRule): Promise<AlertView> {
    const reading = rule.kind === 'price' ? await this.priceReading() : await this.historyReading();
    const stored = await this.repo.add(
      userId,
      rule,
      initialState(rule, reading),
      this.clock.now(),
      maxAlertsPerMember,
    );
    if (!stored) throw invalidInput(m.tooMany);
    return alertView(stored);
  }

  async remove(userId: number, id: number): Promise<AlertView[]> {
    if (!(await this.repo.remove(userId, id)))
      throw new DomainError('not_found', m.alertNotFound, 'alert_not_found');
    return this.list(userId);
  }

  /** The newest day's indicators, computed once per history version. */
  async latest(): Promise<DayIndicators | null> {
    const days = await this.sources.history();
    if (this.indicators?.days !== days) this.indicators = { days, value: latestIndicators(days) };
    return this.indicators.value;
  }

  /** The home's four cards (indicators.summary). */
  async summary(): Promise<{ date: string | null; cards: IndicatorReading[]; demo?: true }> {
    const day = await this.latest();
    if (!day) return { date: null, cards: [] };
    const demo = (await this.sources.historyIsDemo?.()) ?? false;
    return { date: day.date, cards: summaryCards(day), ...(demo ? { demo: true as const } : {}) };
  }

  /** A live price tick landed: the price alerts it may change. */
  onPrice(price: number): Promise<void> {
    this.lastPrice = price;
    return this.enqueue(async () => {
      const now = this.clock.now();
      await this.apply(await this.repo.priceCandidates(price, now), { price }, now);
    });
  }

  /** Bitcoin history changed (an ingest): the indicator alerts, against its newest day. */
  onHistory(): Promise<void> {
    return this.enqueue(async () => {
      const reading = await this.historyReading();
      const now = this.clock.now();
      await this.apply(await this.repo.indicatorAlerts(now), reading, now);
    });
  }

  /** Resolves once every reading heard so far has been evaluated (tests, a clean stop). */
  idle(): Promise<void> {
    return this.queue;
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    const run = this.queue.then(work).catch((error: unknown) => {
      this.logger.error({ err: error }, 'alert evaluation failed');
    });
    this.queue = run;
    return run;
  }

  private async priceReading(): Promise<AlertReading> {
    const price = this.lastPrice ?? (await this.sources.latestPrice());
    return price === null ? {} : { price };
  }

  private async historyReading(): Promise<AlertReading> {
    return historyReading(await this.latest());
  }

  private async apply(alerts: AlertToEvaluate[], reading: AlertReading, now: Date): Promise<void> {
    for (const alert of alerts) {
      const next = step(alert.rule, alert.state, reading);
      if (next.state.armed === alert.state.armed && next.state.band === alert.state.band) continue;
      const moved = await this.repo.transition(
        alert.id,
        alert.state,
        next.state,
        next.fire ? now : null,
      );
      if (moved && next.fire) await this.deliver(alert, reading, now);
    }
  }

  /** The toast in every open tab of the member, and a mail when they have a recovery e-mail. */
  private async deliver(alert: AlertToEvaluate, reading: AlertReading, now: Date): Promise<void> {
    const title = describeAlert(alert.rule);
    const message = firedText(alert.rule, reading);
    try {
      await this.bus.notify(alert.phone, {
        type: 'alert_fired',
        id: alert.id,
        title,
        message,
        fired_at: now.toISOString(),
      });
    } catch (error) {
      this.logger.warn({ err: error, alert: alert.id }, 'alert not pushed');
    }
    if (!alert.email) return;
    try {
      await this.mailer.send({
        to: alert.email,
        subject: `币见指标提醒：${title}`,
        text: `${message}。\n\n提醒时间（北京时间）：${beijingDateTime(now, 'minute')}\n可在「我的收藏台」页面查看或删除提醒。`,
      });
    } catch (error) {
      this.logger.warn({ err: error, alert: alert.id }, 'alert mail not sent');
    }
  }
}
