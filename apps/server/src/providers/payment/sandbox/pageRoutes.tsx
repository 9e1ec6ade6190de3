import type { Request, ResponseToolkit, ServerRoute } from '@hapi/hapi';
import { payTypeLabels, resultPagePath, vipProductName } from '@coinsight/domain/membership';
import { memberOf } from '../../../http/credentials.ts';
import { sandboxPayPath, type SandboxGateway } from './gateway.ts';
import { Notice, PayPage, renderSandboxPage } from './SandboxPage.tsx';

/** The sandbox pay page's path (the {out_trade_no} form of sandboxPayPath). */
export const sandboxPagePath = '/sandbox/pay/{out_trade_no}';

/** An order as the pay page needs it. */
export interface SandboxOrder {
  outTradeNo: string;
  /** The member who opened it: the only one who may see the page and pay. */
  buyerId: number;
  title: string;
  /** Yuan with two decimals. */
  total: string;
  payType: string;
  status: string;
  /** The gateway reported a failed payment (the order stays pending). */
  failed: boolean;
}

/** What the page reaches of the payments area; null when the gateway is not the sandbox. */
export interface SandboxPageDeps {
  gateway: SandboxGateway;
  order(outTradeNo: string): Promise<SandboxOrder | null>;
  /** The one notify path every gateway's notify takes. */
  notify(params: Readonly<Record<string, string>>): Promise<'success' | 'fail'>;
}

/** Read by whatever the row holds, which need not be a known way. */
const payTypeNames: Readonly<Record<string, string>> = payTypeLabels;

const statusNames: Record<string, string> = {
  pending_payment: '待付款',
  paid: '已支付',
  pending_review: '退款待审核',
  refund_succeeded: '已退款',
  refund_failed: '已支付（退款被拒）',
};

/** Only the page itself: no scripts, no frames, forms post back here only. */
const pageSecurity = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'cache-control': 'no-store',
  // Not no-referrer: with it Chromium posts the form with `Origin: null`, which crossSite refuses.
  'referrer-policy': 'same-origin',
};

async function html(h: ResponseToolkit, page: Promise<string>, code = 200) {
  const response = h
    .response(await page)
    .type('text/html; charset=utf-8')
    .code(code);
  for (const [name, value] of Object.entries(pageSecurity)) response.header(name, value);
  return response;
}

/** Unknown, foreign and (under another gateway) every order alike: nothing tells them apart. */
const notFound = (h: ResponseToolkit) =>
  html(
    h,
    renderSandboxPage('订单不存在', <Notice heading="订单不存在" note="未找到该支付订单。" />),
    404,
  );

const loginFirst = (h: ResponseToolkit) =>
  html(
    h,
    renderSandboxPage(
      '请先登录',
      <Notice
        heading="请先登录"
        note="这是下单会员的模拟支付页面，请先登录下单的账号，再打开此链接。"
        link={{ href: '/', text: '前往币见登录' }}
      />,
    ),
    401,
  );

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

type Found =
  | { ok: true; deps: SandboxPageDeps; order: SandboxOrder }
  | { ok: false; refusal: ReturnType<typeof html> };

/** The order of the page, for its buyer only: a visitor is asked to log in, anyone else finds nothing. */
async function buyersOrder(
  request: Request,
  h: ResponseToolkit,
  depsOf: (request: Request) => SandboxPageDeps | null,
): Promise<Found> {
  const deps = depsOf(request);
  if (!deps) return { ok: false, refusal: notFound(h) };
  const member = memberOf(request);
  if (!member) return { ok: false, refusal: loginFirst(h) };
  const order = await deps.order(String(request.params.out_trade_no ?? ''));
  if (!order || order.buyerId !== member.id) return { ok: false, refusal: notFound(h) };
  return { ok: true, deps, order };
}

/** The member's session is read if there is one; the handlers decide what a visitor gets. */
const memberSession = { strategies: ['session'], mode: 'try' as const };

/**
 * The sandbox pay page (server-rendered Chinese HTML), which exists only with
 * PAYMENT_GATEWAY=sandbox: its buyer sees the order and presses 模拟支付成功 or 模拟支付失败, which
 * sends a notify signed with the sandbox's key through the same path as 易支付's.
 */
export function sandboxPageRoutes(
  depsOf: (request: Request) => SandboxPageDeps | null,
): ServerRoute[] {
  return [
    {
      method: 'GET',
      path: sandboxPagePath,
      options: {
        auth: memberSession,
        handler: async (request, h) => {
          const found = await buyersOrder(request, h, depsOf);
          if (!found.ok) return found.refusal;
          const { deps, order } = found;
          const view = {
            outTradeNo: order.outTradeNo,
            title: order.title,
            total: order.total,
            payTypeName: payTypeNames[order.payType] ?? order.payType,
            statusName:
              order.status === 'pending_payment' && order.failed
                ? '支付失败'
                : (statusNames[order.status] ?? order.status),
          };
          const form =
            order.status === 'pending_payment'
              ? {
                  action: sandboxPayPath(order.outTradeNo),
                  token: deps.gateway.formToken(order.outTradeNo),
                }
              : null;
          return html(h, renderSandboxPage('模拟支付', <PayPage order={view} form={form} />));
        },
      },
    },
    {
      method: 'POST',
      path: sandboxPagePath,
      options: {
        auth: memberSession,
        app: { csrf: false },
        payload: {
          parse: true,
          output: 'data',
          maxBytes: 4 * 1024,
          allow: 'application/x-www-form-urlencoded',
        },
        handler: async (request, h) => {
          const found = await buyersOrder(request, h, depsOf);
          if (!found.ok) return found.refusal;
          const { deps, order } = found;
          const form = (request.payload ?? {}) as Record<string, unknown>;
          if (crossSite(request) || form.token !== deps.gateway.formToken(order.outTradeNo)) {
            return html(
              h,
              renderSandboxPage(
                '请求被拒绝',
                <Notice heading="请求被拒绝" note="请从支付页面操作。" />,
              ),
              403,
            );
          }
          const succeeded = form.action === 'success';
          const answer = await deps.notify(
            deps.gateway.notifyParams({
              outTradeNo: order.outTradeNo,
              type: order.payType,
              name: vipProductName,
              money: order.total,
              succeeded,
            }),
          );
          const title = answer === 'success' ? (succeeded ? '支付成功' : '支付失败') : '支付未完成';
          return html(
            h,
            renderSandboxPage(
              title,
              <Notice
                heading={title}
                note={`订单号 ${order.outTradeNo}`}
                link={{
                  href: resultPagePath(order.outTradeNo),
                  text: '返回币见查看支付结果',
                }}
              />,
            ),
          );
        },
      },
    },
  ];
}
