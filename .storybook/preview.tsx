import type { Preview } from '@storybook/react-vite';
import { startMockWorker } from '@coinsight/mocks/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { lightTheme } from '@coinsight/theme/lightTheme';
import '../packages/ui/src/theme/global.css.ts';
import { ToastProvider } from '../packages/ui/src/feedback/Toast/Toast.tsx';

// Storybook's pages (iframe.html) keep the worker beside them: at the root in `npm run storybook`,
// under /storybook/ when the product serves the built one. The test runner's page is elsewhere.
const workerUrl = location.pathname.endsWith('/iframe.html')
  ? new URL('mockServiceWorker.js', location.href).pathname
  : undefined;

// On <html>, as the site does: modals render in a portal on <body>, outside any themed wrapper.
document.documentElement.classList.add(lightTheme);

const preview: Preview = {
  // MSW answers every API call a story makes, from the same worker as `npm run dev:mock`; a story
  // adds a failure with `parameters.msw`.
  loaders: [mswLoader(() => startMockWorker({ workerUrl }))],
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: '手机 375', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        tablet: { name: '平板 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: {
          name: '桌面 1280',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
};

export default preview;
