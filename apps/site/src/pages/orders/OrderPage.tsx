import { OrdersView } from './OrdersView.tsx';
import { useOrderLayout } from './useOrderLayout.ts';

/** /order: the order list in the shell; mobile or desktop layout by the window (≤ 768 px is mobile). */
export function OrderPage() {
  return <OrdersView layout={useOrderLayout()} />;
}

/** /ordermb: the mobile order list on its own. */
export function OrderMobilePage() {
  return <OrdersView layout="mobile" bare />;
}

/** /orderpc: the desktop order list on its own. */
export function OrderDesktopPage() {
  return <OrdersView layout="desktop" bare />;
}
