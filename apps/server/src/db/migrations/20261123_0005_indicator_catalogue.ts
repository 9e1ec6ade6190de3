import type { Knex } from 'knex';

/**
 * Issue 5: the indicator and knowledge menus (groups and items), members' favourites and the
 * indicators' free thumbnails, with the catalogue the product ships with.
 *
 * The catalogue is written out here, not imported, so this migration seeds the same rows forever.
 */
function isSqlite(db: Knex): boolean {
  return String(db.client.config.client).includes('sqlite');
}

interface SeedItem {
  id: number;
  title: string;
  detail: string[];
  chartKey?: string;
  headerKlg?: string;
  /** Paragraphs, stored joined by a blank line (the contract's plain-text content). */
  paragraphs?: string[];
}

interface SeedGroup {
  id: number;
  mode: 'indicator' | 'knowledge';
  title: string;
  items: SeedItem[];
}

// /toTarget?list=1&unit=1..4 opens group 1's items in this order (positions, 1-based).
const indicatorGroups: SeedGroup[] = [
  {
    id: 1,
    mode: 'indicator',
    title: '链上估值模型',
    items: [
      {
        id: 1,
        title: '存量流量模型',
        detail: ['存量流量比（S2F）', 'S2F 模型价格', 'BTC 价格'],
        chartKey: 'stock_to_flow',
      },
      {
        id: 2,
        title: 'NUPL',
        detail: ['未实现净盈亏（NUPL）', '市场情绪区间', 'BTC 价格'],
        chartKey: 'nupl',
      },
      {
        id: 3,
        title: '巨鲸指标',
        detail: ['巨鲸获利压力（MVRV-Z）', 'BTC 价格'],
        chartKey: 'whale',
      },
      {
        id: 4,
        title: '彩虹图',
        detail: ['对数回归彩虹带', 'BTC 价格'],
        chartKey: 'rainbow',
      },
    ],
  },
  {
    id: 2,
    mode: 'indicator',
    title: '实时行情',
    items: [
      {
        id: 5,
        title: '比特币实时价格',
        detail: ['BTC/USD 实时价格'],
        chartKey: 'live_price',
      },
    ],
  },
];

// The AI-report topics of the home page (spec 1 §2.3): anti-scam guide, trading core, going long and short, more chapters.
const knowledgeGroups: SeedGroup[] = [
  {
    id: 11,
    mode: 'knowledge',
    title: '防骗指南',
    items: [
      {
        id: 101,
        title: '识别常见骗局',
        detail: ['杀猪盘', '虚假平台', '空投钓鱼'],
        headerKlg: '承诺稳赚不赔、催你尽快转账的，几乎都是骗局。',
        paragraphs: [
          '加密货币转账一旦确认便无法撤回，这让它成为诈骗者偏爱的工具。最常见的套路有三类：“杀猪盘”先在社交软件上长期培养感情，再把你引到所谓的内部平台“带单”；虚假交易所或理财平台仿冒知名网站的界面，前期允许小额提现以取得信任，等你大额充值后便以“保证金”“税费”等名义拒绝出金；空投与客服钓鱼则冒充项目方或平台客服，诱导你点开链接、连接钱包或授权合约。',
          '识别骗局可以抓住几个共同点：承诺固定高收益或“保本”；要求你尽快行动、不给思考时间；只能通过对方提供的链接或私人账户充值；提现时不断追加各种费用。遇到其中任何一条，都应当立即停止转账。',
          '自我保护的基本做法：只从官方网站或正规应用商店下载交易软件，并把网址加入收藏夹；不把资金转给任何个人账户；不在陌生网页上连接钱包或签署看不懂的授权；对“内幕消息”“带单老师”保持警惕。一旦发现受骗，保留聊天记录和转账凭证，尽快向平台和公安机关报案。',
        ],
      },
      {
        id: 102,
        title: '保管好私钥与助记词',
        detail: ['私钥', '助记词', '冷钱包'],
        headerKlg: '谁掌握助记词，谁就掌握这笔比特币。',
        paragraphs: [
          '比特币记在区块链上，能动用它的只有私钥。助记词是私钥的另一种写法，通常由 12 或 24 个英文单词组成，任何人拿到它都可以在自己的设备上恢复钱包并转走全部资产。',
          '助记词应当抄写在纸上或刻在金属板上，存放在安全、防火、防潮的地方，并考虑分处备份。不要拍照，不要存入手机相册、网盘或聊天记录，也不要输入到任何网页里。真正的客服和技术支持永远不会向你索要助记词。',
          '长期持有的资产适合放在硬件钱包（冷钱包）中，日常交易只在交易所或热钱包里留少量资金。每次转账前核对收款地址的开头和结尾，并警惕剪贴板被恶意软件替换；大额转账可以先转一笔小额确认无误后再转余下部分。',
        ],
      },
    ],
  },
  {
    id: 12,
    mode: 'knowledge',
    title: '交易核心',
    items: [
      {
        id: 103,
        title: '仓位管理与止损',
        detail: ['仓位', '止损', '风险收益比'],
        headerKlg: '先想清楚最多能亏多少，再决定买多少。',
        paragraphs: [
          '交易的核心不是每次都判断正确，而是判断错误时损失可控。常用的做法是限定单笔风险：每笔交易最多亏损总资金的 1%–2%。例如总资金 10 万元、单笔风险 1%，若止损距离买入价 5%，那么这笔交易的仓位上限就是 2 万元。',
          '止损要在下单之前设定，位置应依据行情结构，例如跌破关键支撑或前低，而不是随意挑一个整数。价格触及止损就执行，不要临时挪远，更不要在亏损时不断加仓“摊低成本”。',
          '入场前同时想好目标位，计算风险收益比：潜在盈利至少是潜在亏损的两倍，这笔交易才值得做。这样即使胜率不到一半，长期下来也可能保持盈利。记录每一笔交易的理由和结果，定期复盘，是改进策略最可靠的方法。',
        ],
      },
      {
        id: 104,
        title: '认清趋势与周期',
        detail: ['趋势', '减半周期', '链上指标'],
        headerKlg: '顺势而为，并知道自己处在周期的哪个阶段。',
        paragraphs: [
          '比特币价格长期呈现明显的周期性，历史上常与约每四年一次的产量减半相呼应：减半之后供给增速下降，随后出现牛市，再经历深度回调和漫长的筑底期。周期并不会机械重复，但了解它能帮助你避免在狂热时追高、在恐慌时割肉。',
          '判断趋势可以从多个角度交叉验证：价格是否站在长期均线之上；成交量是否配合；链上指标如 NUPL、存量流量模型、彩虹图处在哪个区间。多个指标同时发出过热或低估信号时，参考价值更高。',
          '不同周期适合不同的策略。牛市中期以持有和逢回调加仓为主；市场进入过热区间时分批止盈；熊市中期现金为王，可在低估区间采用定投逐步建仓。无论哪个阶段，都不要把全部资金押在单一判断上。',
        ],
      },
    ],
  },
  {
    id: 13,
    mode: 'knowledge',
    title: '做多与做空',
    items: [
      {
        id: 105,
        title: '什么是做多与做空',
        detail: ['做多', '做空', '合约'],
        headerKlg: '做多赚上涨的钱，做空赚下跌的钱，方向错了都会亏损。',
        paragraphs: [
          '做多是先买入、等价格上涨后卖出，赚取差价；现货买入比特币就是最简单的做多，最坏情况是价格归零，损失以本金为限。',
          '做空是预期价格下跌：先借入或通过合约卖出，等价格下跌后再买回，赚取差价。由于价格在理论上可以无限上涨，做空的潜在亏损没有上限，因此必须设置止损。',
          '在合约市场中，多空双方都要支付或收取资金费率。资金费率长期为正，说明做多的人更多、愿意付费维持多头仓位，市场情绪偏热；持续为负则说明空头拥挤。资金费率、持仓量和多空比是观察市场情绪的常用参考。',
        ],
      },
      {
        id: 106,
        title: '杠杆与强制平仓',
        detail: ['杠杆', '保证金', '强平价格'],
        headerKlg: '杠杆放大的不只是收益，还有亏损和被强平的概率。',
        paragraphs: [
          '杠杆让你用较少的保证金控制较大的仓位。10 倍杠杆意味着价格反向波动 10% 左右，保证金就会基本亏光；考虑手续费和维持保证金要求，实际的强平价格离开仓价更近。',
          '比特币一天内波动 5%–10% 并不罕见，极端行情下还会出现瞬间“插针”。高倍杠杆的仓位往往在方向判断正确之前就已被强制平仓，这是许多新手亏损的主要原因。',
          '如果使用杠杆，建议控制在较低倍数，采用逐仓模式把风险限定在单个仓位，开仓前计算好强平价格并设置止损，同时预留足够的保证金应对波动。不熟悉合约规则时，先用现货或模拟盘练习。',
        ],
      },
    ],
  },
  {
    id: 14,
    mode: 'knowledge',
    title: '更多章节',
    items: [
      {
        id: 107,
        title: '比特币减半',
        detail: ['区块奖励', '总量上限', '供给'],
        headerKlg: '每 21 万个区块，新产出的比特币减少一半。',
        paragraphs: [
          '比特币的总量上限为 2100 万枚。新币通过挖矿产生：矿工每打包一个区块获得区块奖励。奖励最初为 50 枚，每 21 万个区块（约四年）减半一次，先后经历了 2012、2016、2020 和 2024 年四次减半，目前为每个区块 3.125 枚。',
          '减半使新增供给的速度下降，比特币的年通胀率随之降低，存量流量模型正是据此衡量它的稀缺性。与此同时，矿工收入中手续费的比重会逐渐上升，算力和矿工的经营状况也是观察市场的重要窗口。',
          '历史上几次减半后的一到一年半内都出现过较大的上涨，但市场会提前消化预期，过去的走势并不保证未来重演。把减半当作理解周期的一个坐标，而不是确定的买入信号。',
        ],
      },
      {
        id: 108,
        title: '如何阅读链上指标',
        detail: ['NUPL', '存量流量模型', '彩虹图', '巨鲸指标'],
        headerKlg: '链上数据记录了所有持币者的真实行为，是比特币独有的分析工具。',
        paragraphs: [
          'NUPL（未实现净盈亏）衡量全体持币者账面上的盈亏程度：数值小于 0 表示市场整体亏损，往往对应熊市底部区域；超过 0.75 则表示普遍获利丰厚，市场情绪进入贪婪乃至狂热阶段。',
          '存量流量模型用现有存量除以每年新增产量来衡量稀缺性，并据此推算模型价格；彩虹图则在对数坐标上用不同颜色的区间标出价格相对长期趋势的高低。两者都适合观察长期位置，不适合预测短期涨跌。',
          '巨鲸指标关注大额持币地址的动向：巨鲸持续增持，说明大资金在吸筹；大量转入交易所，可能意味着抛售压力增加。任何单一指标都可能失灵，把几个指标放在一起看，并结合价格走势和自身的风险承受能力做决定。',
        ],
      },
    ],
  },
];

export const catalogue: readonly SeedGroup[] = [...indicatorGroups, ...knowledgeGroups];

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('indicator_groups', (t) => {
    t.increments('id').primary();
    // 'indicator' (gettargetall) or 'knowledge' (getknowledgeall).
    t.string('mode', 16).notNullable();
    // 1-based order within the mode: /toTarget's list.
    t.integer('position').notNullable();
    t.string('title', 64).notNullable();
    t.unique(['mode', 'position']);
  });
  await db.schema.createTable('indicator_items', (t) => {
    t.increments('id').primary();
    t.integer('group_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('indicator_groups')
      .onDelete('CASCADE');
    // 1-based order within the group: /toTarget's unit.
    t.integer('position').notNullable();
    t.string('title', 64).notNullable();
    // A JSON array of the indicator names the chart (or article) covers.
    t.text('detail').notNullable();
    // Which figure btcdata draws: stock_to_flow, nupl, whale, rainbow, live_price; null for knowledge.
    t.string('chart_key', 32).nullable();
    t.string('header_klg', 255).nullable();
    t.text('content').nullable();
    t.unique(['group_id', 'position']);
  });
  await db.schema.createTable('favorites', (t) => {
    t.increments('id').primary();
    t.integer('user_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE');
    t.integer('item_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('indicator_items')
      .onDelete('CASCADE');
    t.integer('list_index').notNullable();
    t.integer('unit_index').notNullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.unique(['user_id', 'item_id']);
  });
  await db.schema.createTable('indicator_thumbnails', (t) => {
    t.integer('item_id')
      .unsigned()
      .primary()
      .references('id')
      .inTable('indicator_items')
      .onDelete('CASCADE');
    // MySQL's BLOB stops at 64 KiB; a 2 MiB snapshot needs MEDIUMBLOB (16 MiB).
    if (isSqlite(db)) t.binary('image').notNullable();
    else t.specificType('image', 'mediumblob').notNullable();
    t.integer('bytes').notNullable();
    // SHA-256 of the image, hex: the ?v= of its public URL and its ETag.
    t.string('sha256', 64).notNullable();
    t.integer('uploaded_by')
      .unsigned()
      .nullable()
      .references('id')
      .inTable('admins')
      .onDelete('SET NULL');
    t.datetime('updated_at', { precision: 3 }).notNullable();
  });

  for (const group of catalogue) {
    const position = catalogue.filter((g) => g.mode === group.mode).indexOf(group) + 1;
    await db('indicator_groups').insert({
      id: group.id,
      mode: group.mode,
      position,
      title: group.title,
    });
    await db('indicator_items').insert(
      group.items.map((item, i) => ({
        id: item.id,
        group_id: group.id,
        position: i + 1,
        title: item.title,
        detail: JSON.stringify(item.detail),
        chart_key: item.chartKey ?? null,
        header_klg: item.headerKlg ?? null,
        content: item.paragraphs ? item.paragraphs.join('\n\n') : null,
      })),
    );
  }
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('indicator_thumbnails');
  await db.schema.dropTable('favorites');
  await db.schema.dropTable('indicator_items');
  await db.schema.dropTable('indicator_groups');
}
