import { setupServer } from 'msw/node';
import { handlers } from './handlers/index.ts';

/** MSW in Node, for tests of code that calls the API (the site's client, its start-up check). */
export const server = setupServer(...handlers);
