import { describe, expect, it } from 'vitest';
import { messages } from './index.ts';

/** Every text of the catalogue with its dotted key, nested groups (calendar.sources…) included. */
function textsOf(prefix: string, group: object): { key: string; text: string }[] {
  return Object.entries(group).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? textsOf(`${prefix}.${key}`, value as object)
      : [{ key: `${prefix}.${key}`, text: value as string }],
  );
}

const all = Object.entries(messages).flatMap(([area, texts]) => textsOf(area, texts));

describe('message catalogue', () => {
  it('quotes the spec exactly where it gives Chinese', () => {
    expect(messages.account.phoneInvalid).toBe('手机号格式错误！');
    expect(messages.account.captchaRequired).toBe('请先通过滑块验证!');
    expect(messages.account.inviteCodeInvalid).toBe('输入的邀请码无效,请重新输入');
    expect(messages.membership.payFailedAlert).toBe('支付失败！！！！');
    expect(messages.membership.payDoneAlert).toBe('支付完成,跳转首页！');
    expect(messages.chat.noSearchResults).toBe('未找到相关结果。');
    expect(messages.market.notPublished).toBe('暂未发布');
  });

  it.each(all)('$key is Chinese text', ({ text }) => {
    expect(text.trim()).toBe(text);
    expect(text).toMatch(/[\u4e00-\u9fff]/);
  });
});
