import type { Logger } from 'pino';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/knex.ts';
import type { Limits } from './limits/index.ts';
import type { AdminService } from './modules/account/admin.ts';
import type { CaptchaService } from './modules/account/captcha.ts';
import type { PasswordResetService } from './modules/account/passwordReset.ts';
import type { RegistrationService } from './modules/account/registration.ts';
import type { AccountService } from './modules/account/service.ts';
import type { IndicatorsService } from './modules/indicators/service.ts';
import type { BtcHistoryService } from './modules/market/btcHistory.ts';
import type { PriceFeed } from './modules/market/priceFeed.ts';
import type { OrderService } from './modules/payments/orderService.ts';
import type { PaymentService } from './modules/payments/paymentService.ts';
import type { RefundService } from './modules/payments/refundService.ts';
import type { Mailer } from './providers/mail/index.ts';
import type { Bus } from './realtime/bus.ts';

/** What handlers, subscriptions and plugins reach through `server.app`. */
export interface Services {
  config: Config;
  db: Db;
  logger: Logger;
  bus: Bus;
  clock: Clock;
  limits: Limits;
  mailer: Mailer;
  account: AccountService;
  registration: RegistrationService;
  captcha: CaptchaService;
  passwordReset: PasswordResetService;
  admin: AdminService;
  /** The indicator and knowledge menus, favourites and free thumbnails (modules/indicators). */
  indicators: IndicatorsService;
  /** Membership payments: opening orders, the gateway, notifies (modules/payments). */
  payments: PaymentService;
  /** The member's orders with their refund requests (modules/payments). */
  orders: OrderService;
  /** Refund requests and the admin's answers to them (modules/payments). */
  refunds: RefundService;
  /** Stored daily Bitcoin history (btc_daily): `daily()` feeds the indicator charts. */
  btcHistory: BtcHistoryService;
  /** The live Bitcoin price: ticks, their publishing and the btc_price series. */
  prices: PriceFeed;
}

declare module '@hapi/hapi' {
  interface ServerApplicationState {
    services: Services;
  }
  interface RouteOptionsApp {
    /** The contract endpoint this route implements. */
    contractId?: string;
    /** Whether the contract asks for the CSRF header on this route. */
    csrf?: boolean;
    /** A catch-all answering 405 for a contract path's other methods. */
    methodNotAllowed?: boolean;
    /** The route changes nothing and only refuses: crumb neither checks nor sets its cookie. */
    noCsrf?: boolean;
  }
}
