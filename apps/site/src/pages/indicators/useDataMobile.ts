import { touchTipMaxWidth } from '@coinsight/domain/indicatorMenu';
import { useEffect, useState } from 'react';

const query = `(max-width: ${touchTipMaxWidth}px)`;

/** Spec 2 §1: in this area mobile means a window 768 px wide or less. */
export function useDataMobile(): boolean {
  const [mobile, setMobile] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const listener = (event: MediaQueryListEvent) => setMobile(event.matches);
    setMobile(list.matches);
    list.addEventListener('change', listener);
    return () => list.removeEventListener('change', listener);
  }, []);
  return mobile;
}
