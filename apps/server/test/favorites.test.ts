import { messages } from '@coinsight/domain/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addFavorite,
  buildPath,
  favoriteDetail,
  favorites,
  removeFavorite,
  type ResponseOf,
} from '../src/contract.ts';
import { databaseKinds, serverPerSuite } from './helpers.ts';
import {
  actor,
  expectRefusal,
  memberActor,
  send,
  type Actor,
  type ActorName,
} from './indicatorsActors.ts';

const m = messages.indicators;
const loginRequired = messages.account.loginRequired;
const vipRequired = messages.membership.vipRequired;

type Desk = ResponseOf<typeof favorites>;

describe.each(databaseKinds)('the favourites desk on %s', (kind) => {
  const suite = serverPerSuite(kind);
  const favoriteUrl = (itemId: number | string) => buildPath(addFavorite.path, { itemId });
  const detailUrl = (groupId: number | string, targetId: number | string) =>
    buildPath(favoriteDetail.path, { groupId, targetId });

  const desk = async (who: Actor): Promise<Desk> => {
    const res = await send(suite.server, who.browser, { method: 'GET', url: favorites.path });
    expect(res.statusCode, res.payload).toBe(200);
    return favorites.response.parse(res.result);
  };
  const add = (who: Actor, itemId: number | string, body: object, csrf = true) =>
    send(suite.server, who.browser, {
      method: 'POST',
      url: favoriteUrl(itemId),
      payload: body,
      csrf,
    });
  const remove = (who: Actor, itemId: number | string, csrf = true) =>
    send(suite.server, who.browser, { method: 'DELETE', url: favoriteUrl(itemId), csrf });
  const detail = async (who: Actor, groupId: number, targetId: number) => {
    const res = await send(suite.server, who.browser, {
      method: 'GET',
      url: detailUrl(groupId, targetId),
    });
    expect(res.statusCode, res.payload).toBe(200);
    return favoriteDetail.response.parse(res.result);
  };

  describe('who may use it', () => {
    const others = {} as Record<Exclude<ActorName, 'vip'>, Actor>;
    beforeAll(async () => {
      for (const name of ['visitor', 'member', 'admin'] as const)
        others[name] = await actor(suite.server, name);
    });

    const refusals = [
      ['visitor', 401, loginRequired],
      ['member', 403, vipRequired],
      ['admin', 401, loginRequired],
    ] as const;

    it.each(refusals)('refuses a %s every favourites call (%i)', async (who, status, reason) => {
      const browser = others[who];
      expectRefusal(
        await send(suite.server, browser.browser, { method: 'GET', url: favorites.path }),
        status,
        reason,
      );
      expectRefusal(
        await send(suite.server, browser.browser, { method: 'GET', url: detailUrl(1, 1) }),
        status,
        reason,
      );
      expectRefusal(await add(browser, 1, { unit_index: 1, list_index: 1 }), status, reason);
      expectRefusal(await remove(browser, 1), status, reason);
    });

    it('refuses a VIP’s add and remove without the CSRF header', async () => {
      const vip = await memberActor(suite.server, true);
      expectRefusal(await add(vip, 1, { unit_index: 1, list_index: 1 }, false), 403);
      expectRefusal(await remove(vip, 1, false), 403);
      expect((await desk(vip)).items).toEqual([]);
    });
  });

  describe('a VIP’s lifecycle', () => {
    let vip: Actor;
    beforeAll(async () => {
      vip = await memberActor(suite.server, true);
    });

    it('starts empty', async () => {
      expect(await desk(vip)).toEqual({ has_favorite: false, items: [] });
      expect(await detail(vip, 1, 2)).toEqual({
        item_id: 2,
        is_favorite: false,
        unit_index: null,
        list_index: null,
      });
    });

    it('adds with the spec’s four fields and answers the stored item', async () => {
      const res = await add(vip, 2, { unit_index: 2, list_index: 1, group_id: 1, target_id: 2 });
      expect(res.statusCode, res.payload).toBe(200);
      expect(addFavorite.response.parse(res.result).item).toEqual({
        item_id: 2,
        list_index: 1,
        unit_index: 2,
        groupId: 1,
        targetId: 2,
        title: 'NUPL',
        imgSrc: '',
        isFavorite: true,
      });
      expect(await detail(vip, 1, 2)).toEqual({
        item_id: 2,
        is_favorite: true,
        unit_index: 2,
        list_index: 1,
      });
    });

    it('adds with spec 3’s two fields too, and keeps the order of adding', async () => {
      expect((await add(vip, 5, { unit_index: '1', list_index: '2' })).statusCode).toBe(200);
      expect((await add(vip, 1, { unit_index: 1, list_index: 1 })).statusCode).toBe(200);
      const now = await desk(vip);
      expect(now.has_favorite).toBe(true);
      expect(now.items.map((i) => [i.item_id, i.groupId, i.title])).toEqual([
        [2, 1, 'NUPL'],
        [5, 2, '比特币实时价格'],
        [1, 1, '存量流量模型'],
      ]);
    });

    it('treats adding again as done, keeping the first entry', async () => {
      const res = await add(vip, 2, { unit_index: 9, list_index: 9 });
      expect(res.statusCode).toBe(200);
      expect(addFavorite.response.parse(res.result).item).toMatchObject({
        item_id: 2,
        unit_index: 2,
        list_index: 1,
      });
      expect((await desk(vip)).items).toHaveLength(3);
    });

    it('removes one and answers the favourites left', async () => {
      const res = await remove(vip, 2);
      expect(res.statusCode, res.payload).toBe(200);
      const left = removeFavorite.response.parse(res.result).remaining_favorites;
      expect(left.map((i) => i.item_id)).toEqual([5, 1]);
      expect((await detail(vip, 1, 2)).is_favorite).toBe(false);
      expectRefusal(await remove(vip, 2), 404, m.favoriteNotFound);
    });

    it('says has_favorite false once the last one is gone', async () => {
      await remove(vip, 5);
      await remove(vip, 1);
      expect(await desk(vip)).toEqual({ has_favorite: false, items: [] });
    });
  });

  describe('refusals', () => {
    let vip: Actor;
    beforeAll(async () => {
      vip = await memberActor(suite.server, true);
    });

    it.each([
      ['an unknown item', 999, {}],
      ['a knowledge article', 101, {}],
    ])('answers 404 指标不存在 when adding %s', async (_, itemId, extra) => {
      expectRefusal(
        await add(vip, itemId, { unit_index: 1, list_index: 1, ...extra }),
        404,
        m.indicatorNotFound,
      );
    });

    it.each([
      ['a group that does not hold the item', { group_id: 2 }],
      ['another target than the path', { target_id: 3 }],
    ])('answers 400 收藏的分组或指标与条目不符 for %s', async (_, extra) => {
      expectRefusal(
        await add(vip, 1, { unit_index: 1, list_index: 1, ...extra }),
        400,
        m.favoriteMismatch,
      );
      expect((await desk(vip)).items).toEqual([]);
    });

    it.each([
      ['a missing unit_index', 1, { list_index: 1 }, /body\.unit_index/],
      ['a negative index', 1, { unit_index: -1, list_index: 1 }, m.idInvalid],
      ['an unknown field', 1, { unit_index: 1, list_index: 1, is_favorite: true }, /is_favorite/],
      ['a word as item id', 'abc', { unit_index: 1, list_index: 1 }, m.idInvalid],
    ])('answers 400 with a Chinese reason for %s', async (_, itemId, body, reason) => {
      expectRefusal(await add(vip, itemId, body), 400, reason);
    });

    it('answers 404 收藏不存在 when removing what is not a favourite, and 404 for an unknown detail', async () => {
      expectRefusal(await remove(vip, 3), 404, m.favoriteNotFound);
      const res = await send(suite.server, vip.browser, { method: 'GET', url: detailUrl(2, 1) });
      expectRefusal(res, 404, m.indicatorNotFound);
      const bad = await send(suite.server, vip.browser, { method: 'GET', url: detailUrl(0, 1) });
      expectRefusal(bad, 400, m.idInvalid);
    });
  });

  describe('between members', () => {
    it('never shows or removes another member’s favourites', async () => {
      const alice = await memberActor(suite.server, true);
      const bob = await memberActor(suite.server, true);
      await add(alice, 3, { unit_index: 3, list_index: 1 });
      await add(alice, 4, { unit_index: 4, list_index: 1 });
      await add(bob, 4, { unit_index: 4, list_index: 1 });

      expect((await desk(bob)).items.map((i) => i.item_id)).toEqual([4]);
      expect((await detail(bob, 1, 3)).is_favorite).toBe(false);
      expectRefusal(await remove(bob, 3), 404, m.favoriteNotFound);

      const res = await remove(bob, 4);
      expect(removeFavorite.response.parse(res.result).remaining_favorites).toEqual([]);
      expect((await desk(alice)).items.map((i) => i.item_id)).toEqual([3, 4]);
    });
  });
});
