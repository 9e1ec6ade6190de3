import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/index.ts';

/** The service worker for `npm run dev:mock` (the script lives in apps/site/public). */
export const worker = setupWorker(...handlers);
