import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { lightTheme } from '../../theme/lightTheme.css.ts';

function DocumentTheme({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const added = !root.classList.contains(lightTheme);
    root.classList.add(lightTheme);
    return () => {
      if (added) root.classList.remove(lightTheme);
    };
  }, []);
  return children;
}

/**
 * Modals render in a portal on <body>, outside the preview's themed wrapper, so their stories put
 * the theme on <html> as the site does (apps/site main.tsx); otherwise they render, and are checked
 * by axe, without the theme's colours.
 */
export const withDocumentTheme: Decorator = (Story) => (
  <DocumentTheme>
    <Story />
  </DocumentTheme>
);
