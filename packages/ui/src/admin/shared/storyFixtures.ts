import type {
  AuditEntryView,
  CatalogueGroup,
  MemberPage,
  MemberSummary,
  Statistics,
} from '@coinsight/domain/api';

// Story data for the admin console's components (instants in UTC, shown in Beijing time).

export const storyDays = Array.from(
  { length: 14 },
  (_, i) => `2026-11-${String(i + 11).padStart(2, '0')}`,
);

export const storyStatistics: Statistics = {
  start: '2026-11-11',
  end: '2026-11-24',
  totals: {
    users: 1280,
    vips: 312,
    registrations: 86,
    revenue: '4216.00',
    paid_orders: 41,
    pending_orders: 6,
    refunded_orders: 2,
    refunds_waiting: 3,
  },
  days: storyDays.map((date, i) => ({
    date,
    registrations: (i * 5) % 11,
    paid_orders: i % 4,
    revenue: ((i % 4) * 98).toFixed(2),
  })),
  plans: [
    { days: 30, name: '月度会员', paid_orders: 25, revenue: '750.00' },
    { days: 90, name: '季度会员', paid_orders: 10, revenue: '800.00' },
    { days: 365, name: '年度会员', paid_orders: 6, revenue: '2666.00' },
  ],
  generated_at: '2026-11-24T02:30:00.000Z',
};

export const storyMember: MemberSummary = {
  id: 42,
  phone: '13800138000',
  invite_code: 'K7Q2MX',
  registered_at: '2026-03-02T01:20:00.000Z',
  vip_expiry: '2026-12-31T16:00:00.000Z',
  is_vip: true,
  frozen_at: null,
  last_login: '2026-11-24T01:05:00.000Z',
};

export const storyMembers: MemberSummary[] = [
  storyMember,
  {
    ...storyMember,
    id: 43,
    phone: '13800139001',
    invite_code: 'P3ZZ8A',
    is_vip: false,
    vip_expiry: null,
    frozen_at: '2026-11-20T08:00:00.000Z',
  },
];

export const storyMemberPage: MemberPage = {
  member: storyMember,
  email: 'reader@example.cn',
  inviter: { id: 7, phone: '13900001111' },
  invitees: [{ id: 51, phone: '13700002222', registered_at: '2026-05-06T04:00:00.000Z' }],
  orders: [
    {
      out_trade_no: 'CS20261101093000A1B2C3D4',
      title: '年度会员',
      days: 365,
      total: '298.00',
      refunded: '0.00',
      status: 'paid',
      created_at: '2026-11-01T01:30:00.000Z',
      paid_at: '2026-11-01T01:31:00.000Z',
    },
  ],
  membership_history: [
    {
      at: '2026-11-10T06:00:00.000Z',
      kind: 'adjustment',
      days: 7,
      out_trade_no: null,
      expiry_before: '2026-12-24T16:00:00.000Z',
      expiry_after: '2026-12-31T16:00:00.000Z',
      reason: '补偿 11 月 9 日的数据中断',
      admin: 'root',
    },
    {
      at: '2026-11-01T01:31:00.000Z',
      kind: 'purchase',
      days: 365,
      out_trade_no: 'CS20261101093000A1B2C3D4',
      expiry_before: null,
      expiry_after: '2026-12-24T16:00:00.000Z',
      reason: null,
      admin: null,
    },
  ],
  logins: [
    { at: '2026-11-24T01:05:00.000Z', last_seen_at: '2026-11-24T02:00:00.000Z', ended_at: null },
    {
      at: '2026-11-20T12:00:00.000Z',
      last_seen_at: '2026-11-20T13:00:00.000Z',
      ended_at: '2026-11-20T13:05:00.000Z',
    },
  ],
  open_sessions: 1,
};

export const storyAudit: AuditEntryView[] = Array.from({ length: 3 }, (_, i) => ({
  id: 90 - i,
  admin_id: 1,
  admin_username: i === 2 ? 'ops01' : 'root',
  action: ['member.adjust', 'member.freeze', 'catalogue.rename'][i] ?? 'member.adjust',
  action_label: ['调整会员天数', '冻结会员', '修改指标标题'][i] ?? '',
  target: ['user:42', 'user:43', 'indicator:5'][i] ?? '',
  before: [{ vip_expiry: '2026-12-24T16:00:00.000Z' }, { frozen_at: null }, { title: 'NUPL' }][i],
  after: [
    { vip_expiry: '2026-12-31T16:00:00.000Z', reason: '补偿数据中断' },
    { frozen_at: '2026-11-20T08:00:00.000Z', reason: '盗号风险' },
    { title: '未实现净盈亏（NUPL）' },
  ][i],
  created_at: `2026-11-2${4 - i}T0${i + 1}:00:00.000Z`,
}));

export const storyCatalogue: CatalogueGroup[] = [
  {
    id: 1,
    mode: 'indicator',
    title: '链上指标',
    position: 0,
    items: [
      {
        id: 5,
        title: 'NUPL',
        position: 0,
        thumbnail: null,
        thumbnail_updated_at: null,
      },
      {
        id: 6,
        title: 'MVRV-Z',
        position: 1,
        thumbnail:
          "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='64' height='48'%3E%3Crect width='64' height='48' fill='%23f7931a'/%3E%3C/svg%3E",
        thumbnail_updated_at: '2026-11-02T03:00:00.000Z',
      },
      { id: 7, title: '彩虹图', position: 2, thumbnail: null, thumbnail_updated_at: null },
    ],
  },
];
