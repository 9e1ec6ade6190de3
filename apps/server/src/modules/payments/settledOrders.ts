/**
 * Trade numbers of orders known to be past pending_payment. An order never goes back to pending,
 * so a notify for one of these is a duplicate on any instance, at any later time: the gateway's
 * resends (most notifies) are answered from memory, without a query. Bounded: the oldest
 * entries leave first, and a notify for a forgotten one is looked up as before.
 */
export class SettledOrders {
  private readonly known = new Set<string>();

  constructor(private readonly capacity = 20_000) {}

  has(outTradeNo: string): boolean {
    return this.known.has(outTradeNo);
  }

  add(outTradeNo: string): void {
    if (this.known.has(outTradeNo)) return;
    this.known.add(outTradeNo);
    if (this.known.size > this.capacity) {
      const oldest = this.known.values().next();
      if (!oldest.done) this.known.delete(oldest.value);
    }
  }
}
