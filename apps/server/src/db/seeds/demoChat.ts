import { randomBytes } from 'node:crypto';
import { membersGroup, type ChatRole } from '@coinsight/domain/chat';
import { newInviteCode } from '../../modules/account/inviteCode.ts';
import { hasMeta } from '../appMeta.ts';
import { hashPassword } from '../../security/password.ts';
import type { Db } from '../knex.ts';
import { demoAdmin, demoMember, type SeedHashing } from './demo.ts';

const marker = 'demo_chat_seed';
const demoMarker = 'demo_seed';
const minute = 60_000;

/** Members who only talk in the demo groups: their passwords are random and never shown. */
const talkers = [
  '13912345678',
  '15088886666',
  '18600001111',
  '13711112222',
  '17755553333',
] as const;

/** The two member-owned demo groups beside the members' group, and one to find by search. */
export const demoGroups = {
  onchain: {
    number: '100002',
    name: '链上指标研究组',
    description: '链上数据、持有者行为与估值指标的日常讨论',
  },
  macro: {
    number: '100003',
    name: '宏观与美联储观察',
    description: '利率、美元流动性与宏观日历对币价的影响',
  },
  halving: {
    number: '100004',
    name: '比特币减半周期讨论',
    description: '围绕减半周期与矿工行为的长期讨论',
  },
} as const;

type Line = readonly [who: number | 'admin' | 'system', minutesAgo: number, text: string];

/** Who says what, and how long ago; -1 is the demo member, 0… the talkers, 'admin' the admin account. */
const histories: Record<string, readonly Line[]> = {
  [membersGroup.number]: [
    ['system', 2900, '群聊已创建，欢迎各位会员'],
    [
      'admin',
      2890,
      '欢迎加入币见会员交流群！指标解读、行情讨论都可以在这里聊，请勿发布广告和喊单。',
    ],
    [0, 2600, '早上好，今天 BTC 窄幅震荡，成交量比昨天小不少'],
    [1, 2595, '资金费率转负了，空头有点拥挤'],
    [-1, 2580, 'NUPL 还在 0.5 上方，情绪偏乐观但没到狂热'],
    [2, 2400, '长期持有者供应占比又创新高，筹码挺稳'],
    [3, 1500, '今晚非农数据公布，注意波动'],
    [0, 1490, '非农前一般都会先插一根针，仓位轻一点'],
    ['admin', 1200, '提醒：会员专属的彩虹图和存量流量模型已更新到昨日收盘数据。'],
    [4, 700, '恐惧贪婪指数 72，偏贪婪'],
    [-1, 690, '交易所净流出持续了一周，筹码在往冷钱包走'],
    [1, 120, '美联储会议纪要明天凌晨两点（北京时间）公布'],
    [2, 95, '记下了，多谢提醒'],
    [3, 30, '今天这根阳线量能跟上了，突破前高的话可以再看看'],
  ],
  [demoGroups.onchain.number]: [
    ['system', 4000, '群聊已创建'],
    [-1, 3990, '这个群专门聊链上指标，欢迎分享图表和数据来源'],
    [0, 3000, 'MVRV 已回到 2.1 附近，历史上这个位置多数是中段'],
    [2, 2990, '实现市值还在稳步上升，说明新资金在进场'],
    [-1, 1800, '鲸鱼地址（1000 BTC 以上）这周净增了 6 个'],
    [4, 600, 'SOPR 最近几天都在 1 上方，获利盘在慢慢兑现'],
    [0, 45, '周末我整理一份持有者分层的周报发上来'],
  ],
  [demoGroups.macro.number]: [
    ['system', 5000, '群聊已创建'],
    [1, 4990, '宏观组开张，主要跟踪美联储、美元指数和美债收益率'],
    [3, 3500, '10 年期美债收益率回落到 4.1%，风险资产压力小了一些'],
    [-1, 3480, '美元指数跌破 100 的话，对 BTC 一般是偏利好'],
    [1, 2000, '下周 CPI 预期 2.8%，前值 3.0%'],
    [4, 240, '日本央行那边也要注意，套息交易平仓去年砸过一次盘'],
  ],
  [demoGroups.halving.number]: [
    ['system', 6000, '群聊已创建'],
    [2, 5990, '欢迎讨论减半周期、矿工收入和算力变化'],
    [2, 300, '全网算力又创新高，矿工的成本线也跟着抬高了'],
  ],
};

/**
 * The demo chat: the members' group (owned by the demo admin) and two member-owned groups with a
 * believable history in which the demo member takes part, a group to find by search, and one
 * pending join request for the demo member (owner of 链上指标研究组) to decide. Runs once, after
 * seedDemo, and only when the demo member exists.
 */
export async function seedDemoChat(
  db: Db,
  now: Date = new Date(),
  { hash = hashPassword }: SeedHashing = {},
): Promise<boolean> {
  if ((await hasMeta(db, marker)) || !(await hasMeta(db, demoMarker))) return false;
  const hashes = await Promise.all(talkers.map(() => hash(randomBytes(18).toString('base64url'))));
  return db.transaction(async (trx) => {
    if (await trx('app_meta').where({ key: marker }).first()) return false;
    if (!(await trx('app_meta').where({ key: demoMarker }).first())) return false;
    const demo = (await trx('users').where({ phone: demoMember.phone }).first()) as
      { id: number } | undefined;
    if (!demo) return false;
    const ids: number[] = [];
    for (const [i, phone] of talkers.entries()) {
      const existing = (await trx('users').where({ phone }).first()) as { id: number } | undefined;
      if (existing) {
        ids.push(Number(existing.id));
        continue;
      }
      const [id] = await trx('users').insert({
        phone,
        password_hash: hashes[i],
        invite_code: newInviteCode(),
        vip_expiry: new Date(now.getTime() + 90 * 86_400_000),
        created_at: new Date(now.getTime() - 30 * 86_400_000),
        last_login: null,
      });
      ids.push(Number(id));
    }
    const admin = (await trx('admins').where({ username: demoAdmin.username }).first()) as
      { id: number } | undefined;
    const userOf = (who: number) => (who === -1 ? demo.id : ids[who]!);

    const groupIds: Record<string, number> = {};
    const members = (number: string): readonly (readonly [number, ChatRole])[] => {
      switch (number) {
        case membersGroup.number:
          return [
            [-1, 'member'],
            [0, 'admin'],
            [1, 'member'],
            [2, 'member'],
            [3, 'member'],
            [4, 'member'],
          ];
        case demoGroups.onchain.number:
          return [
            [-1, 'owner'],
            [0, 'admin'],
            [2, 'member'],
            [4, 'member'],
          ];
        case demoGroups.macro.number:
          return [
            [1, 'owner'],
            [-1, 'member'],
            [3, 'member'],
            [4, 'member'],
          ];
        default:
          return [
            [2, 'owner'],
            [0, 'member'],
          ];
      }
    };
    const existingMembers = (await trx('chat_groups')
      .where({ number: membersGroup.number })
      .first()) as { id: number } | undefined;
    if (existingMembers) {
      groupIds[membersGroup.number] = Number(existingMembers.id);
      await trx('chat_groups')
        .where({ id: existingMembers.id })
        .update({ owner_admin_id: admin?.id ?? null });
    }
    for (const group of Object.values(demoGroups)) {
      const [id] = await trx('chat_groups').insert({
        ...group,
        avatar: '',
        owner_admin_id: null,
        created_at: new Date(now.getTime() - 7 * 86_400_000),
      });
      groupIds[group.number] = Number(id);
    }
    for (const [number, groupId] of Object.entries(groupIds)) {
      for (const [who, role] of members(number))
        await trx('chat_members').insert({
          group_id: groupId,
          user_id: userOf(who),
          role,
          last_read_message_id: 0,
          joined_at: new Date(now.getTime() - 7 * 86_400_000),
        });
    }
    // Messages in time order across groups, so ids grow with time as the contract says.
    const lines = Object.entries(histories)
      .flatMap(([number, list]) => list.map((line) => ({ number, line })))
      .sort((a, b) => b.line[1] - a.line[1]);
    const lastId: Record<string, number> = {};
    for (const { number, line } of lines) {
      const [who, minutesAgo, text] = line;
      const groupId = groupIds[number];
      if (groupId === undefined) continue;
      const [id] = await trx('chat_messages').insert({
        group_id: groupId,
        kind: who === 'system' ? 'system' : 'text',
        sender_user_id: typeof who === 'number' ? userOf(who) : null,
        sender_admin_id: who === 'admin' ? (admin?.id ?? null) : null,
        text,
        upload_id: null,
        created_at: new Date(now.getTime() - minutesAgo * minute),
      });
      lastId[number] = Number(id);
    }
    // The demo member has read the research group up to its end, but not the other two.
    const onchain = groupIds[demoGroups.onchain.number];
    if (onchain !== undefined)
      await trx('chat_members')
        .where({ group_id: onchain, user_id: demo.id })
        .update({ last_read_message_id: lastId[demoGroups.onchain.number] ?? 0 });
    if (onchain !== undefined)
      await trx('chat_join_requests').insert({
        group_id: onchain,
        user_id: ids[3],
        status: 'pending',
        pending_group_id: onchain,
        created_at: new Date(now.getTime() - 20 * minute),
      });
    await trx('app_meta').insert({ key: marker, value: now.toISOString() });
    return true;
  });
}
