import { describe, expect, it } from 'vitest';
import {
  notificationMessage,
  notificationsPath,
  priceTick,
  roomMessage,
  roomPath,
} from './realtime.ts';

const message = {
  id: 1,
  sender: '13800000000',
  avatar: '/avatars/1.png',
  text: '早上好',
  sent_at: '2026-11-22T01:00:00.000Z',
};

describe('notification messages', () => {
  it.each([
    { type: 'force_logout' },
    { type: 'force_logout', message: '您的账号已在其他设备登录' },
    { type: 'to_client', out_trade_no: 'CS20261122000001' },
    { type: 'join_request_notification', id: 7, username: '13900000000', group_name: '币见会员群' },
    {
      type: 'join_request_notification',
      id: 8,
      username: '139****0000',
      group_name: '链上指标研究组',
      group_number: '100002',
      created_at: '2026-11-24T02:00:00.000Z',
    },
  ])('accepts $type', (raw) => {
    expect(notificationMessage.parse(raw)).toEqual(raw);
  });

  it.each([
    { type: 'to_client' },
    { type: 'to_client', out_trade_no: '' },
    { type: 'join_request_notification', id: 0, username: 'a', group_name: 'b' },
    { type: 'nonsense' },
  ])('refuses %o', (raw) => {
    expect(notificationMessage.safeParse(raw).success).toBe(false);
  });
});

describe('room messages', () => {
  it('carries history and single chat messages by group number', () => {
    expect(roomMessage.parse({ type: 'history', number: '10001', messages: [message] }).type).toBe(
      'history',
    );
    expect(roomMessage.parse({ type: 'chat_message', number: '10001', message }).type).toBe(
      'chat_message',
    );
    expect(roomMessage.safeParse({ type: 'chat_message', number: '10001' }).success).toBe(false);
  });

  it('carries pictures with their thumbnail and files with name and size', () => {
    const image = {
      ...message,
      text: undefined,
      image: '/api/v1/chat/files/3',
      thumbnail: '/api/v1/chat/files/3?thumb=1',
    };
    expect(roomMessage.parse({ type: 'chat_message', number: '10001', message: image }).type).toBe(
      'chat_message',
    );
    const file = {
      ...message,
      file: true,
      fileName: '周报.pdf',
      fileUrl: '/api/v1/chat/files/4',
      fileSize: -1,
    };
    expect(
      roomMessage.safeParse({ type: 'chat_message', number: '10001', message: file }).success,
    ).toBe(false);
  });
});

describe('price ticks', () => {
  it('keeps the price as a decimal string and the time in unix seconds', () => {
    expect(
      priceTick.safeParse({ type: 'price', price: '91234.50', added: 1_795_000_000 }).success,
    ).toBe(true);
    expect(priceTick.safeParse({ type: 'price', price: 91234.5, added: 1 }).success).toBe(false);
    expect(priceTick.safeParse({ type: 'price', price: '-1', added: 1 }).success).toBe(false);
  });
});

describe('subscription paths', () => {
  it('fills and encodes the parameter', () => {
    expect(notificationsPath('13800000000')).toBe('/notifications/13800000000');
    expect(roomPath('a/b')).toBe('/chat/rooms/a%2Fb');
  });
});
