import { breakpoints } from '@coinsight/ui';
import type { OrderLayout } from '@coinsight/domain/orders';
import { useEffect, useState } from 'react';

/** Spec 2 §1: the order pages' mobile layout is a window 768 px wide or less. */
export const orderMobileQuery = `(max-width: ${breakpoints.dataMobile}px)`;

const layoutNow = (): OrderLayout =>
  window.matchMedia(orderMobileQuery).matches ? 'mobile' : 'desktop';

/** The order layout for the current window, following resizes. */
export function useOrderLayout(): OrderLayout {
  const [layout, setLayout] = useState<OrderLayout>(layoutNow);
  useEffect(() => {
    const query = window.matchMedia(orderMobileQuery);
    const onChange = () => setLayout(layoutNow());
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return layout;
}
