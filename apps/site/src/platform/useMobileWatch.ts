import { useEffect } from 'react';
import { watchMobile } from './mobile.ts';

/** Keeps the store's isMobile in step with the window width. */
export function useMobileWatch(setMobile: (isMobile: boolean) => void): void {
  useEffect(() => watchMobile(setMobile), [setMobile]);
}
