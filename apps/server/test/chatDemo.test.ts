import { describe, expect, it } from 'vitest';
import { buildPath } from '@coinsight/domain/api';
import { membersGroup } from '@coinsight/domain/chat';
import type { ChatMessage } from '@coinsight/domain/realtime';
import { getUserGroups, groupMembers, groupMessages, joinRequests } from '../src/contract.ts';
import { seedDemoChat } from '../src/db/seeds/demoChat.ts';
import { demoMember } from '../src/db/seeds/demo.ts';
import { databaseKinds, loginAs, serverPerSuite, TestBrowser } from './helpers.ts';

describe.each(databaseKinds)('the demo chat on %s', (kind) => {
  const suite = serverPerSuite(kind, { realClock: true, env: { SEED_DEMO: 'true' } });

  async function demoBrowser() {
    const user = await suite.server.services.account.repo.findUserByPhone(demoMember.phone);
    const { cookie } = await loginAs(suite.server, user?.id ?? 0);
    const browser = await TestBrowser.open(suite.server);
    const eq = cookie.indexOf('=');
    browser.cookies.set(cookie.slice(0, eq), cookie.slice(eq + 1));
    return browser;
  }

  it('puts the demo member in the members’ group and two others, with history and unread counts', async () => {
    const browser = await demoBrowser();
    const { groups } = (await browser.get(getUserGroups.path)).result as {
      groups: { number: string; name: string; unreadCount: number; role: string }[];
    };
    expect(groups.map((g) => g.number).sort()).toEqual([membersGroup.number, '100002', '100003']);
    // Most recently active first: the members' group spoke last.
    expect(groups[0]?.number).toBe(membersGroup.number);
    expect(groups.find((g) => g.number === '100002')).toMatchObject({
      unreadCount: 0,
      role: 'owner',
    });
    expect(groups.find((g) => g.number === membersGroup.number)?.unreadCount).toBeGreaterThan(5);

    const members = (
      await browser.get(buildPath(groupMembers.path, { number: membersGroup.number }))
    ).result as { members: { username: string; is_owner: boolean }[] };
    expect(members.members[0]).toMatchObject({ username: 'admin', is_owner: true });
    const history = (
      await browser.get(buildPath(groupMessages.path, { number: membersGroup.number }))
    ).result as { results: ChatMessage[] };
    expect(history.results.length).toBeGreaterThan(10);
    expect(history.results.some((x) => x.sender === 'admin')).toBe(true);

    const requests = (await browser.get(joinRequests.path)).result as {
      results: { group_number: string }[];
    };
    expect(requests.results).toEqual([expect.objectContaining({ group_number: '100002' })]);
  });

  it('runs once', async () => {
    expect(await seedDemoChat(suite.server.db)).toBe(false);
  });
});
