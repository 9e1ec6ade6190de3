import { refundProcess } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { refuse } from '@coinsight/mocks';
import { server } from '@coinsight/mocks/node';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/client.ts';
import { AdminSessionEnded, loadRefunds, logOutAdmin, processRefund } from './refundDesk.ts';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const { call } = createApiClient({ baseUrl: 'http://site.test/', readCookies: () => 'crumb=t' });
const day = '2026-11-20';
const ids = async () => (await loadRefunds(call, day)).map((r) => r.id);

describe('the admin refund desk', () => {
  it('lists the pending requests of one Beijing day, oldest first', async () => {
    expect(await ids()).toEqual([302, 303]);
    expect(await loadRefunds(call, '2026-11-21')).toEqual([]);
  });

  it('approves a request, which then leaves the list; a second answer fails with 操作失败，请重试', async () => {
    await expect(processRefund(call, { id: 302 }, 'approve')).resolves.toBe('已同意退款');
    expect(await ids()).toEqual([303]);
    server.use(
      refuse(
        refundProcess,
        409,
        messages.orders.refundAlreadyProcessed,
        'refund_already_processed',
      ),
    );
    await expect(processRefund(call, { id: 302 }, 'approve')).rejects.toThrow(/^操作失败，请重试$/);
  });

  it('rejects with the uniform reason; a failed rejection is 拒绝操作失败', async () => {
    let sent: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/refund/process/')) sent = await request.clone().json();
    });
    await expect(processRefund(call, { id: 303 }, 'reject', '会员权益已使用')).resolves.toBe(
      '已拒绝退款',
    );
    server.events.removeAllListeners();
    expect(sent).toEqual({ action: 'reject', refund_request_id: 303, reason: '会员权益已使用' });
    expect(await ids()).toEqual([]);
    await expect(processRefund(call, { id: 999 }, 'reject')).rejects.toThrow(/^拒绝操作失败$/);
  });

  it('says 操作失败，请检查网络或重试 when no answer comes', async () => {
    server.use(http.post('*/api/v1/loginpart/refund/process/', () => HttpResponse.error()));
    await expect(processRefund(call, { id: 301 }, 'approve')).rejects.toThrow(
      /^操作失败，请检查网络或重试$/,
    );
  });

  it('tells the page when the admin session has ended', async () => {
    server.use(
      http.post('*/api/v1/loginpart/refund/process/', () =>
        HttpResponse.json({ message: '请先登录', code: 'unauthorized' }, { status: 401 }),
      ),
    );
    await expect(processRefund(call, { id: 301 }, 'reject')).rejects.toBeInstanceOf(
      AdminSessionEnded,
    );
  });
});

describe('admin logout', () => {
  it('succeeds against the server', async () => {
    await expect(logOutAdmin(call)).resolves.toBeUndefined();
  });

  it('says 退出失败，请重试 when the server fails', async () => {
    server.use(
      http.post('*/api/v1/loginpart/loginoutadmin/', () =>
        HttpResponse.json({ message: '内部错误' }, { status: 500 }),
      ),
    );
    await expect(logOutAdmin(call)).rejects.toThrow(/^退出失败，请重试$/);
  });

  it('counts an admin session the server already ended as logged out', async () => {
    server.use(
      http.post('*/api/v1/loginpart/loginoutadmin/', () =>
        HttpResponse.json({ message: '请先登录' }, { status: 401 }),
      ),
    );
    await expect(logOutAdmin(call)).resolves.toBeUndefined();
  });
});
