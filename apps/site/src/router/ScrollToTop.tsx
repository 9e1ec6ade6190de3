import { useLayoutEffect } from 'react';
import { useLocation, useSearch } from 'wouter';

/** Spec 1 §2.1: every navigation starts at the top of the page. */
export function ScrollToTop() {
  const [location] = useLocation();
  const search = useSearch();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [location, search]);
  return null;
}
