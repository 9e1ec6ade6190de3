import type { ChatGroup, GroupMember, GroupSearchResult } from '@coinsight/domain/api';
import type { ChatMessage } from '@coinsight/domain/realtime';

/** Story data: what the chat calls answer for a VIP who owns the first group. */
export const storyMe = '138****0000';

export const storyGroups: ChatGroup[] = [
  {
    name: '币见会员交流群',
    number: '100001',
    avatar: '',
    lastMessage: '今晚非农数据公布，注意波动',
    unreadCount: 3,
    role: 'owner',
  },
  {
    name: '链上指标研究组',
    number: '100002',
    avatar: '',
    lastMessage: 'MVRV 已回到 2.1 附近',
    unreadCount: 0,
    role: 'member',
  },
  {
    name: '宏观与美联储观察',
    number: '100003',
    avatar: '',
    lastMessage: '[图片]',
    unreadCount: 120,
    role: 'admin',
  },
];

export const storyMembers: GroupMember[] = [
  { id: 1, username: storyMe, avatar: '', is_owner: true, is_admin: false },
  { id: 2, username: '150****6666', avatar: '', is_owner: false, is_admin: true },
  { id: 3, username: '186****1111', avatar: '', is_owner: false, is_admin: false },
  { id: 4, username: '137****2222', avatar: '', is_owner: false, is_admin: false },
];

// A one-pixel PNG keeps the image stories offline and deterministic.
export const storyImage =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const at = (minute: number): string =>
  new Date(Date.parse('2026-11-24T01:00:00.000Z') + minute * 60_000).toISOString();

export const storyMessages: ChatMessage[] = [
  { id: 1, sender: '系统', avatar: '', system: '186****1111 加入了群聊', sent_at: at(0) },
  {
    id: 2,
    sender: '150****6666',
    avatar: '',
    text: '大家早上好，今天 BTC 在 9 万附近震荡',
    sent_at: at(1),
  },
  { id: 3, sender: storyMe, avatar: '', text: '资金费率转负了，空头有点拥挤 👍', sent_at: at(3) },
  { id: 4, sender: '186****1111', avatar: '', image: storyImage, sent_at: at(5) },
  {
    id: 5,
    sender: '150****6666',
    avatar: '',
    file: true,
    fileName: '周报-2026-47.pdf',
    fileUrl: '/demo/weekly-report.pdf',
    fileSize: 245_760,
    sent_at: at(8),
  },
  {
    id: 6,
    sender: '137****2222',
    avatar: '',
    text: '<img src=x onerror="alert(1)"> 这不是 HTML',
    sent_at: at(9),
  },
];

/** A long history for the scrolling stories. */
export const storyLongHistory = (count: number, firstId = 100): ChatMessage[] =>
  Array.from({ length: count }, (_, i) => ({
    id: firstId + i,
    sender: i % 2 === 0 ? '150****6666' : storyMe,
    avatar: '',
    text: `第 ${firstId + i} 条消息：链上数据观察`,
    sent_at: at(i),
  }));

export const storySearchResults: GroupSearchResult[] = [
  {
    id: 4,
    name: '比特币减半周期讨论',
    description: '围绕减半周期与矿工行为的长期讨论',
    avatar: '',
    number: '100004',
  },
  {
    id: 5,
    name: '合约风险管理',
    description: '仓位管理、止损与资金费率',
    avatar: '',
    number: '100005',
  },
];
