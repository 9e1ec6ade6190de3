import { checkVip, getUsername } from '@coinsight/domain/api';
import { demoMember } from '../fixtures/members.ts';
import { mock, type EndpointMock } from './define.ts';

export const mocks: EndpointMock[] = [
  mock(getUsername, {}, () => ({ username: demoMember.username, code: demoMember.code })),
  mock(checkVip, {}, () => ({ is_vip: demoMember.is_vip, leftdays: demoMember.leftdays, expiry: demoMember.expiry })),
];
