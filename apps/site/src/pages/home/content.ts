/** The home page's fixed texts (spec 1 §2.3); indicator cards and the news flash come from their areas. */
export const hero = {
  title: '币见 · 看懂比特币的每一轮周期',
  pitch: '链上指标、热点新闻、AI 分析报告与宏观金融数据，为比特币投资者汇聚在一处。',
  vipLabel: '开通会员',
  vipHref: '/toVip',
} as const;

export const benefits = {
  title: '会员权益',
  items: [
    {
      name: '全部指标解锁',
      text: '存量流量模型、NUPL 情绪、巨鲸指标、彩虹周期图全部开放，附完整解读。',
    },
    { name: '个人收藏台', text: '收藏常看的图表，打开即看，不必逐页查找。' },
    { name: '会员专属群聊', text: '加入会员群，与其他投资者交流行情观点。' },
    {
      name: '邀请奖励',
      text: '新用户填写邀请码注册即得 7 天会员；邀请人每邀请一位新用户得 3 天，被邀请人每次充值再得 7 天。',
    },
  ],
} as const;

export const aiReports = {
  title: 'AI分析报告',
  intro: '由 AI 整理的专题报告，帮你建立稳健的交易认知。',
  href: '/toKnowledge',
  topics: [
    { name: '反诈指南', text: '识别常见骗局，守住自己的钱包。' },
    { name: '交易核心', text: '仓位、止损与纪律：长期活下来的基本功。' },
    { name: '做多与做空', text: '看懂多空机制、杠杆与爆仓风险。' },
    { name: '更多章节', text: '周期、链上数据与宏观影响，持续更新。' },
  ],
} as const;
