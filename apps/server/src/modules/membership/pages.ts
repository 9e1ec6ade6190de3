import type { Request, ResponseToolkit, ServerRoute } from '@hapi/hapi';
import { SandboxGateway } from '../../providers/payment/index.ts';
import { orderView } from '../orders/repo.ts';
import { notifyPath } from './service.ts';

/** The sandbox pay page's path (the {out_trade_no} form of sandboxPayPath). */
export const sandboxPagePath = '/sandbox/pay/{out_trade_no}';

const payTypeNames: Record<string, string> = { wxpay: '微信支付', alipay: '支付宝' };

const statusNames: Record<string, string> = {
  pending_payment: '待付款',
  paid: '已支付',
  pending_review: '退款待审核',
  refund_succeeded: '已退款',
  refund_failed: '已支付（退款被拒）',
};

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** Only the page itself: no scripts, no frames, forms post back here only. */
const pageSecurity = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'cache-control': 'no-store',
  // Not no-referrer: with it Chromium posts the form with `Origin: null`, which crossSite refuses.
  'referrer-policy': 'same-origin',
};

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - 币见支付沙箱</title>
<style>
body{font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f4f6fa;color:#1d2330;margin:0;padding:24px 16px}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 8px}
p.note{color:#5b6478;font-size:14px;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}
dt{color:#5b6478}dd{margin:0;word-break:break-all}
.amount{font-size:22px;font-weight:700;color:#c62828}
form{display:flex;gap:12px;flex-wrap:wrap}
button{flex:1;min-width:140px;font-size:16px;padding:12px;border-radius:8px;border:0;cursor:pointer}
button.ok{background:#1e7e34;color:#fff}button.fail{background:#fff;color:#b71c1c;border:1px solid #b71c1c}
a{color:#1a56db}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

function notFound(h: ResponseToolkit) {
  return h
    .response(page('订单不存在', '<h1>订单不存在</h1><p class="note">未找到该支付订单。</p>'))
    .type('text/html; charset=utf-8')
    .code(404)
    .header('content-security-policy', pageSecurity['content-security-policy']);
}

function html(h: ResponseToolkit, content: string, code = 200) {
  const response = h.response(content).type('text/html; charset=utf-8').code(code);
  for (const [name, value] of Object.entries(pageSecurity)) response.header(name, value);
  return response;
}

/** A POST from another site carries its Origin (or Sec-Fetch-Site: cross-site); refuse it. */
function crossSite(request: Request): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

function sandboxOf(request: Request): SandboxGateway | null {
  const gateway = request.server.app.services.payments.gateway;
  return gateway instanceof SandboxGateway ? gateway : null;
}

function paramsOf(source: unknown): Record<string, string> {
  if (typeof source !== 'object' || source === null) return {};
  return Object.fromEntries(
    Object.entries(source).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/**
 * Routes outside the JSON contract: the gateway's notify (plain text `success` / `fail`) and the
 * sandbox pay page (server-rendered Chinese HTML), which exists only with PAYMENT_GATEWAY=sandbox.
 */
export const paymentPageRoutes: ServerRoute[] = [
  ...(['GET', 'POST'] as const).map((method): ServerRoute => ({
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
        const answer = await request.server.app.services.payments.handleNotify(params);
        return h.response(answer).type('text/plain; charset=utf-8');
      },
    },
  })),
  {
    method: 'GET',
    path: sandboxPagePath,
    options: {
      auth: false,
      handler: async (request, h) => {
        const sandbox = sandboxOf(request);
        const payments = request.server.app.services.payments;
        const outTradeNo = String(request.params.out_trade_no ?? '');
        const order = sandbox ? await payments.orders.byTradeNo(outTradeNo) : null;
        if (!sandbox || !order) return notFound(h);
        const view = orderView(order);
        const rows = [
          ['商品', escapeHtml(view.title)],
          ['金额', `<span class="amount">¥${escapeHtml(view.total)}</span>`],
          ['支付方式', escapeHtml(payTypeNames[view.paymentMethod] ?? view.paymentMethod)],
          ['订单号', escapeHtml(view.orderNumber)],
          [
            '状态',
            escapeHtml(
              order.status === 'pending_payment' && order.failedAt
                ? '支付失败'
                : (statusNames[order.status] ?? order.status),
            ),
          ],
        ]
          // Values are escaped above; the amount carries its own markup.
          .map(([label, value]) => `<dt>${label ?? ''}</dt><dd>${value ?? ''}</dd>`)
          .join('');
        const open = order.status === 'pending_payment';
        const form = open
          ? `<form method="post" action="${escapeHtml(`/sandbox/pay/${encodeURIComponent(order.outTradeNo)}`)}">
<input type="hidden" name="token" value="${escapeHtml(sandbox.formToken(order.outTradeNo))}">
<button class="ok" type="submit" name="action" value="success">模拟支付成功</button>
<button class="fail" type="submit" name="action" value="fail">模拟支付失败</button>
</form>`
          : '<p class="note">该订单已不能支付。</p>';
        return html(
          h,
          page(
            '模拟支付',
            `<h1>币见支付沙箱</h1><p class="note">这是测试环境的模拟支付页面，不会产生真实扣款。</p><dl>${rows}</dl>${form}`,
          ),
        );
      },
    },
  },
  {
    method: 'POST',
    path: sandboxPagePath,
    options: {
      auth: false,
      app: { csrf: false },
      payload: {
        parse: true,
        output: 'data',
        maxBytes: 4 * 1024,
        allow: 'application/x-www-form-urlencoded',
      },
      handler: async (request, h) => {
        const sandbox = sandboxOf(request);
        const payments = request.server.app.services.payments;
        const outTradeNo = String(request.params.out_trade_no ?? '');
        const order = sandbox ? await payments.orders.byTradeNo(outTradeNo) : null;
        if (!sandbox || !order) return notFound(h);
        const form = paramsOf(request.payload);
        if (crossSite(request) || form.token !== sandbox.formToken(order.outTradeNo)) {
          return html(
            h,
            page('请求被拒绝', '<h1>请求被拒绝</h1><p class="note">请从支付页面操作。</p>'),
            403,
          );
        }
        const succeeded = form.action === 'success';
        const view = orderView(order);
        const answer = await payments.handleNotify(
          sandbox.notifyParams({
            outTradeNo: order.outTradeNo,
            type: order.payType,
            name: 'VIP会员',
            money: view.total,
            succeeded,
          }),
        );
        const title = answer === 'success' ? (succeeded ? '支付成功' : '支付失败') : '支付未完成';
        const back = `/result?out_trade_no=${encodeURIComponent(order.outTradeNo)}`;
        return html(
          h,
          page(
            title,
            `<h1>${escapeHtml(title)}</h1><p class="note">订单号 ${escapeHtml(order.outTradeNo)}</p><p><a href="${escapeHtml(back)}">返回币见查看支付结果</a></p>`,
          ),
        );
      },
    },
  },
];
