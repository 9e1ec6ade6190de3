import { vipPlans } from '@coinsight/domain/api';
import type { PlanOnSale } from '@coinsight/domain/membership';
import { useEffect, useState } from 'react';
import { call } from '../../api/client.ts';
import { loadPlans } from './paymentFlows.ts';

export interface PlansOnSale {
  /** The plans with the server's prices; the defaults until (or unless) it answers. */
  plans: readonly PlanOnSale[];
  /** The server has answered, or could not, so `plans` will not change any more. */
  settled: boolean;
}

export function usePlans(): PlansOnSale {
  const [state, setState] = useState<PlansOnSale>({ plans: vipPlans, settled: false });
  useEffect(() => {
    const controller = new AbortController();
    loadPlans(call, controller.signal).then(
      (plans) => setState({ plans, settled: true }),
      () => {},
    );
    return () => controller.abort();
  }, []);
  return state;
}
