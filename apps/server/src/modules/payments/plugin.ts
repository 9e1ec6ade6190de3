import { createPaymentGateway } from '../../providers/payment/index.ts';
import { accountAreaName, type AccountServices } from '../account/plugin.ts';
import { routeArea, type Area, type AreaExposed } from '../area.ts';
import { OrderService } from './orderService.ts';
import { paymentPageRoutes } from './pageRoutes.ts';
import { PaymentService } from './paymentService.ts';
import { RefundService } from './refundService.ts';
import { membershipRoutes, orderRoutes } from './routes.ts';

export const paymentsAreaName = 'coinsight-payments';

export interface PaymentsServices {
  /** Membership payments: plans, POST payment, the gateway, notifies. */
  payments: PaymentService;
  /** The member's own orders. */
  orders: OrderService;
  /** Refund requests and the admin's answers. */
  refunds: RefundService;
}

/**
 * The one owner of orders, payments and refunds, with the gateway's notify and the sandbox pay
 * page. A member's expiry is the account area's: payments and refunds write it through its repo.
 */
export const paymentsArea: Area = {
  name: paymentsAreaName,
  dependencies: [accountAreaName],
  register(server, options) {
    const { config, db, bus, clock, logger, audit } = server.app.core;
    const exposed = server.plugins as unknown as Record<string, AreaExposed<AccountServices>>;
    const account = exposed[accountAreaName]?.services.account;
    if (!account)
      throw new Error(`${accountAreaName} must be registered before ${paymentsAreaName}`);
    const gateway = createPaymentGateway(config);
    const services: PaymentsServices = {
      payments: new PaymentService(db, account.repo, gateway, bus, clock, logger, config),
      orders: new OrderService(db),
      refunds: new RefundService(db, account.repo, gateway, clock, logger, audit),
    };
    routeArea(server, [...membershipRoutes, ...orderRoutes], { ...services, clock }, options);
    // The gateway's notify (plain text) and the sandbox pay page: outside the JSON contract.
    server.route(paymentPageRoutes(services.payments));
    server.expose('services', services);
  },
};
