import { vipPlans } from '@coinsight/domain/api';
import type { PlanOnSale } from '@coinsight/domain/membership';
import { useEffect, useState } from 'react';
import { call } from '../../api/client.ts';
import { loadPlans } from './paymentFlows.ts';

/** The plans on sale with the server's prices; the defaults until (or unless) it answers. */
export function usePlans(): readonly PlanOnSale[] {
  const [onSale, setOnSale] = useState<readonly PlanOnSale[]>(vipPlans);
  useEffect(() => {
    const controller = new AbortController();
    loadPlans(call, controller.signal).then(setOnSale, () => {});
    return () => controller.abort();
  }, []);
  return onSale;
}
