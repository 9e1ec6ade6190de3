import { describe, expect, it } from 'vitest';
import { membersGroup } from '@coinsight/domain/chat';
import type { AppServer } from '../src/startup.ts';
import { databaseKinds, registerMember, serverPerSuite } from './helpers.ts';

/** Whether the member is in the members' group, as its member table holds it. */
async function inMembersGroup(server: AppServer, userId: number): Promise<boolean> {
  const row: unknown = await server
    .db('chat_members as m')
    .join('chat_groups as g', 'g.id', 'm.group_id')
    .where({ 'g.number': membersGroup.number, 'm.user_id': userId })
    .first('m.user_id');
  return row !== undefined;
}

// Issue 37 item 11: payers joined the members' group, members made VIP by an invite code did not.
describe.each(databaseKinds)(
  'a VIP made by an invite code joins the members’ group on %s',
  (kind) => {
    const suite = serverPerSuite(kind);

    it('puts the invited member (7 days) and the inviter made VIP by the reward into the group', async () => {
      const inviter = await registerMember(suite.server, suite.clock);
      const invitee = await registerMember(suite.server, suite.clock, { code: inviter.inviteCode });
      expect(await inMembersGroup(suite.server, invitee.id)).toBe(true);
      expect(await inMembersGroup(suite.server, inviter.id)).toBe(true);
    });

    it('leaves a member registered without a code out of it', async () => {
      const plain = await registerMember(suite.server, suite.clock);
      expect(await inMembersGroup(suite.server, plain.id)).toBe(false);
    });
  },
);
