import { createPaymentGateway } from '../../providers/payment/index.ts';
import { accountAreaName } from '../account/plugin.ts';
import { areaName, routeArea, servicesOf, type Area } from '../area.ts';
import { OrderService } from './orderService.ts';
import { paymentPageRoutes } from './pageRoutes.ts';
import { PaymentService } from './paymentService.ts';
import { RefundService } from './refundService.ts';
import { membershipRoutes, orderRoutes } from './routes.ts';

export const paymentsAreaName = areaName<PaymentsServices>('coinsight-payments');

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
    const { account } = servicesOf(server, accountAreaName);
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
