import type { ReactNode } from 'react';

/** The page's only style: inline, since its CSP allows no other source. */
const css = `body{font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f4f6fa;color:#1d2330;margin:0;padding:24px 16px}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 8px}
p.note{color:#5b6478;font-size:14px;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}
dt{color:#5b6478}dd{margin:0;word-break:break-all}
.amount{font-size:22px;font-weight:700;color:#c62828}
form{display:flex;gap:12px;flex-wrap:wrap}
button{flex:1;min-width:140px;font-size:16px;padding:12px;border-radius:8px;border:0;cursor:pointer}
button.ok{background:#1e7e34;color:#fff}button.fail{background:#fff;color:#b71c1c;border:1px solid #b71c1c}
a{color:#1a56db}`;

/** The whole document around one page's content, as a string to send. */
export async function renderSandboxPage(title: string, content: ReactNode): Promise<string> {
  // Loaded with the first page: React's server renderer held ~3 MiB of every server's memory, and
  // only the sandbox, which production seldom runs, draws with it.
  const { renderToStaticMarkup } = await import('react-dom/server');
  return `<!doctype html>\n${renderToStaticMarkup(
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} - 币见支付沙箱`}</title>
        <style>{css}</style>
      </head>
      <body>
        <main>{content}</main>
      </body>
    </html>,
  )}`;
}

/** A page that only says something: a heading, a note and perhaps a way on. */
export function Notice({
  heading,
  note,
  link,
}: {
  heading: string;
  note: string;
  link?: { href: string; text: string };
}) {
  return (
    <>
      <h1>{heading}</h1>
      <p className="note">{note}</p>
      {link ? (
        <p>
          <a href={link.href}>{link.text}</a>
        </p>
      ) : null}
    </>
  );
}

/** What the pay page shows of an order, already in words. */
export interface PayPageOrder {
  outTradeNo: string;
  title: string;
  /** Yuan with two decimals. */
  total: string;
  payTypeName: string;
  statusName: string;
}

/**
 * The order and, while it waits for payment, the form whose two buttons post back to this page
 * with the form token.
 */
export function PayPage({
  order,
  form,
}: {
  order: PayPageOrder;
  form: { action: string; token: string } | null;
}) {
  return (
    <>
      <h1>币见支付沙箱</h1>
      <p className="note">这是测试环境的模拟支付页面，不会产生真实扣款。</p>
      <dl>
        <dt>商品</dt>
        <dd>{order.title}</dd>
        <dt>金额</dt>
        <dd>
          <span className="amount">{`¥${order.total}`}</span>
        </dd>
        <dt>支付方式</dt>
        <dd>{order.payTypeName}</dd>
        <dt>订单号</dt>
        <dd>{order.outTradeNo}</dd>
        <dt>状态</dt>
        <dd>{order.statusName}</dd>
      </dl>
      {form ? (
        <form method="post" action={form.action}>
          <input type="hidden" name="token" value={form.token} />
          <button className="ok" type="submit" name="action" value="success">
            模拟支付成功
          </button>
          <button className="fail" type="submit" name="action" value="fail">
            模拟支付失败
          </button>
        </form>
      ) : (
        <p className="note">该订单已不能支付。</p>
      )}
    </>
  );
}
