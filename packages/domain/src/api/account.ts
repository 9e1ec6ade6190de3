import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/** GET getusername: who the session belongs to. A visitor gets empty strings, not an error. */
export const getUsername = defineEndpoint({
  id: 'account.getUsername',
  method: 'GET',
  path: '/api/v1/loginpart/getusername/',
  summary: 'The logged-in user name (phone) and invite code; empty for a visitor',
  description:
    'Spec: the response carries username and code. Decision: a visitor receives 200 with empty strings so the start-up check never fails merely for being logged out.',
  role: 'visitor',
  response: z.object({ username: z.string(), code: z.string() }),
});

/** GET checkvip: membership state of the session's user. */
export const checkVip = defineEndpoint({
  id: 'account.checkVip',
  method: 'GET',
  path: '/api/v1/loginpart/checkvip/',
  summary: 'Membership state: is_vip, days left and expiry',
  description:
    'The spec writes the path without a leading slash; it gets one. Decision: a visitor receives is_vip false, leftdays 0 and expiry null. expiry is an ISO-8601 instant (UTC).',
  role: 'visitor',
  response: z.object({
    is_vip: z.boolean(),
    leftdays: z.number().int().nonnegative(),
    expiry: z.string().nullable(),
  }),
});
