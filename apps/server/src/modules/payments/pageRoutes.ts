import type { ServerRoute } from '@hapi/hapi';
import { SandboxGateway } from '../../providers/payment/sandbox/gateway.ts';
import {
  sandboxPageRoutes,
  type SandboxPageDeps,
} from '../../providers/payment/sandbox/pageRoutes.tsx';
import { orderView } from './orderView.ts';
import { notifyPath, type PaymentService } from './paymentService.ts';

function paramsOf(source: unknown): Record<string, string> {
  if (typeof source !== 'object' || source === null) return {};
  return Object.fromEntries(
    Object.entries(source).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** The gateway's notify: answered in plain text, `success` or `fail`, as 易支付 expects. */
const notifyRoutes = (payments: PaymentService) =>
  (['GET', 'POST'] as const).map((method): ServerRoute => ({
    method,
    path: notifyPath,
    options: {
      auth: false,
      // The gateway calls this, not a browser: the sign is the proof, crumb does not apply.
      app: { csrf: false, noCsrf: true },
      ...(method === 'POST'
        ? {
            payload: {
              parse: true,
              output: 'data' as const,
              maxBytes: 16 * 1024,
              allow: ['application/x-www-form-urlencoded', 'application/json'],
              defaultContentType: 'application/x-www-form-urlencoded',
            },
          }
        : {}),
      handler: async (request, h) => {
        const params = paramsOf(method === 'GET' ? request.query : request.payload);
        const answer = await payments.handleNotify(params);
        return h.response(answer).type('text/plain; charset=utf-8');
      },
    },
  }));

/** The sandbox page reaches orders and the notify path through these, and only these. */
function sandboxDeps(payments: PaymentService): SandboxPageDeps | null {
  const gateway = payments.gateway;
  if (!(gateway instanceof SandboxGateway)) return null;
  return {
    gateway,
    order: async (outTradeNo) => {
      const order = await payments.orders.byTradeNo(outTradeNo);
      if (!order) return null;
      const view = orderView(order);
      return {
        outTradeNo: order.outTradeNo,
        buyerId: order.userId,
        title: view.title,
        total: view.total,
        payType: order.payType,
        status: order.status,
        failed: order.failedAt !== null,
      };
    },
    notify: (params) => payments.handleNotify(params),
  };
}

/**
 * Routes outside the JSON contract: the gateway's notify (plain text) and the sandbox pay page
 * (server-rendered Chinese HTML), which exists only with PAYMENT_GATEWAY=sandbox.
 */
export function paymentPageRoutes(payments: PaymentService): ServerRoute[] {
  const sandbox = sandboxDeps(payments);
  return [...notifyRoutes(payments), ...sandboxPageRoutes(() => sandbox)];
}
