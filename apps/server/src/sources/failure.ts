/**
 * A source's failure as the admin reads it: one Chinese line naming the kind (refused, DNS, timeout,
 * an HTTP status, a malformed answer) and the host, whichever library threw it. undici says only
 * "fetch failed" and puts the reason in `cause`; the providers wrap it in messages of their own.
 */
export function describeFailure(error: unknown, origin: string | null): string {
  const chain: unknown[] = [];
  for (let e: unknown = error; e !== undefined && chain.length < 5;) {
    chain.push(e);
    e = e instanceof Error ? e.cause : undefined;
  }
  const text = chain
    .map((e) => (e instanceof Error ? `${e.name} ${e.message}` : String(e)))
    .join(' ');
  const codes = chain.map((e) => (e as { code?: unknown } | null)?.code).filter(Boolean);
  const has = (pattern: RegExp) => codes.some((c) => pattern.test(String(c))) || pattern.test(text);
  const status = /\b(?:answered|HTTP|status)\s*:?\s*([1-5]\d\d)\b/i.exec(text)?.[1];
  const kind = has(/ECONNREFUSED/)
    ? '连接被拒绝'
    : has(/ENOTFOUND|EAI_AGAIN|getaddrinfo/)
      ? '域名解析失败'
      : has(
            /TimeoutError|AbortError|ETIMEDOUT|UND_ERR_CONNECT_TIMEOUT|UND_ERR_HEADERS_TIMEOUT|timed? ?out/i,
          )
        ? '超时（5 秒内无应答）'
        : status
          ? Number(status) >= 500
            ? `服务器错误（HTTP ${status}）`
            : `请求被拒绝（HTTP ${status}）`
          : has(/ECONNRESET|socket hang up|other side closed/)
            ? '连接中断'
            : has(/ZodError|SyntaxError|not a |Unexpected token|JSON|malformed|unreadable|BadRow/i)
              ? '数据格式错误'
              : '读取失败';
  const detail = error instanceof Error ? error.message : String(error);
  return `${origin ? `${origin}：` : ''}${kind}（${detail.slice(0, 160)}）`;
}

/** The part of an address the panel names: the host, or the file's name. */
export function originOf(location: string): string {
  return URL.canParse(location) ? new URL(location).host : location.split(/[\\/]/).at(-1)!;
}
