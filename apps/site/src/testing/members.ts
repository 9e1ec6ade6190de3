import type { SessionUser } from '../store/store.ts';

/** A logged-in VIP with 30 days left, as the session check would record them. */
export const vipMember: SessionUser = {
  username: '13800000000',
  code: 'ABCDEFG12345',
  is_vip: true,
  leftdays: 30,
  expiry: null,
  last_login: null,
};
