import { model, type AiStreamEvent } from '@coinsight/domain/api';
import { override, refuse, setAiMockPace } from '@coinsight/mocks';
import { worker } from '@coinsight/mocks/browser';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { mountSitePerTest } from '../../testing/mountSitePerTest.tsx';

const site = mountSitePerTest();

const member = {
  username: '13800000000',
  code: 'COINSGT12345',
  is_vip: false,
  leftdays: 0,
  expiry: null,
  last_login: null,
};

const openAsMember = () => site.renderAt('/toAI', { user: member });
const answers = () => page.getByRole('article', { name: 'AI 回答' });
const lastAnswer = () => answers().last();
const chatAnswerStart = 'MVRV（市值与已实现市值之比）';
const chatAnswerEnd = '可在「指标」页面查看它的历史走势。';

async function ask(question: string) {
  await userEvent.fill(page.getByRole('textbox', { name: '输入问题' }), question);
  await userEvent.keyboard('{Enter}');
}

/** How often a text occurs in the conversation: a resumed answer must show it exactly once. */
const occurrences = (text: string) =>
  (page.getByRole('log', { name: '对话内容' }).element().textContent ?? '').split(text).length - 1;

describe('/toAI', () => {
  it('asks a visitor to log in and opens the login dialog', async () => {
    const { store } = site.renderAt('/toAI');
    await expect.element(page.getByText('登录后即可使用 AI 助手', { exact: false })).toBeVisible();
    await userEvent.click(page.getByRole('main').getByRole('button', { name: '登录/注册' }));
    expect(store.state.showLogin).toBe(true);
  });

  it('starts on the welcome screen, then answers a question with the typing effect', async () => {
    openAsMember();
    await expect.element(page.getByRole('heading', { name: '欢迎使用币见 AI 助手' })).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: '输入问题' })).toBeDisabled();
    await expect
      .element(page.getByRole('list', { name: '历史对话' }).getByRole('listitem'))
      .toHaveLength(2);
    await userEvent.click(
      page.getByRole('main').getByRole('button', { name: '币见智能对话' }).first(),
    );
    await expect
      .element(page.getByRole('heading', { name: '币见智能对话', level: 1 }))
      .toBeVisible();
    await expect.element(page.getByRole('switch', { name: '流式响应' })).not.toBeChecked();
    await ask('MVRV 指标怎么看？');
    await expect
      .element(page.getByRole('article', { name: '我的提问' }))
      .toMatchTextContent('MVRV 指标怎么看？');
    // The answer types itself out at 20 ms a character, then the formula renders through KaTeX.
    await expect.element(lastAnswer()).toHaveAttribute('aria-busy', 'true');
    await expect.element(lastAnswer(), { timeout: 8000 }).toMatchTextContent(chatAnswerEnd);
    await expect.element(lastAnswer()).toHaveAttribute('aria-busy', 'false');
    expect(lastAnswer().element().querySelector('.katex-display')).not.toBeNull();
    await expect
      .element(page.getByRole('list', { name: '历史对话' }).getByRole('listitem').first())
      .toMatchTextContent('MVRV 指标怎么看？');
    await expect
      .element(page.getByRole('list', { name: '历史对话' }).getByRole('listitem'))
      .toHaveLength(3);
    // The quota line is read again after the answer: one question of the day's 20 used.
    await expect.element(page.getByText('今日还可提问 19 / 20 次')).toBeVisible();
  });

  it('streams the deep model’s reasoning and answer when streaming is on', async () => {
    openAsMember();
    await userEvent.click(
      page.getByRole('main').getByRole('button', { name: '币见深度思考' }).first(),
    );
    await userEvent.click(page.getByText('流式响应'));
    await ask('后市怎么看？');
    await expect.element(page.getByRole('button', { name: '发送中...' })).toBeDisabled();
    await expect
      .element(lastAnswer(), { timeout: 8000 })
      .toMatchTextContent('以上仅为信息参考，不构成投资建议。');
    await expect.element(page.getByRole('button', { name: '发送' })).toBeVisible();
    await userEvent.click(lastAnswer().getByText('思考过程'));
    await expect.element(lastAnswer().getByText(/降息预期与美元指数/)).toBeVisible();
    expect(occurrences('区间震荡')).toBe(1);
  });

  it('resumes a streamed answer after a reload and shows it whole, exactly once', async () => {
    setAiMockPace(80);
    openAsMember();
    await userEvent.click(
      page.getByRole('main').getByRole('button', { name: '币见智能对话' }).first(),
    );
    await userEvent.click(page.getByText('流式响应'));
    await ask('MVRV 指标怎么看？');
    await expect.element(lastAnswer()).toMatchTextContent(chatAnswerStart);
    expect(lastAnswer().element().textContent).not.toContain(chatAnswerEnd);

    site.unmount();
    openAsMember();
    await expect
      .element(page.getByRole('heading', { name: '币见智能对话', level: 1 }))
      .toBeVisible();
    await expect.element(page.getByRole('switch', { name: '流式响应' })).toBeChecked();
    await expect.element(lastAnswer(), { timeout: 8000 }).toMatchTextContent(chatAnswerEnd);
    expect(occurrences(chatAnswerStart)).toBe(1);
    expect(occurrences('大于 3.5')).toBe(1);
    expect(page.getByRole('article', { name: '我的提问' }).elements()).toHaveLength(1);
  });

  it('appends [流读取错误] with the reason when the stream reports a failure', async () => {
    const encoder = new TextEncoder();
    const events: AiStreamEvent[] = [
      {
        type: 'start',
        conversation_id: '6f1c2b9e-4d3a-4f8e-9a61-0c2d3e4f5a61',
        message_id: '7a2d3c4b-5e6f-4a7b-8c9d-0e1f2a3b4c99',
        question_id: '7a2d3c4b-5e6f-4a7b-8c9d-0e1f2a3b4c98',
        ai_id: 'deepseek-chat',
      },
      { type: 'delta', seq: 0, text: '短期内比特币' },
      { type: 'error', seq: 1, message: 'AI 服务繁忙，请稍后再试' },
    ];
    worker.use(
      override(model, () => {
        const text = [...events.map((e) => JSON.stringify(e)), '[DONE]']
          .map((data) => `data: ${data}\n\n`)
          .join('');
        return new Response(encoder.encode(text), {
          headers: { 'content-type': 'text/event-stream' },
        });
      }),
    );
    openAsMember();
    await userEvent.click(
      page.getByRole('main').getByRole('button', { name: '币见智能对话' }).first(),
    );
    await userEvent.click(page.getByText('流式响应'));
    await ask('后市？');
    await expect
      .element(lastAnswer())
      .toMatchTextContent('短期内比特币 [流读取错误] AI 服务繁忙，请稍后再试');
  });

  it('lists the facts a streamed answer used under it, each linked to its page', async () => {
    const encoder = new TextEncoder();
    const events: AiStreamEvent[] = [
      {
        type: 'start',
        conversation_id: '6f1c2b9e-4d3a-4f8e-9a61-0c2d3e4f5a62',
        message_id: '7a2d3c4b-5e6f-4a7b-8c9d-0e1f2a3b4c97',
        question_id: '7a2d3c4b-5e6f-4a7b-8c9d-0e1f2a3b4c96',
        ai_id: 'deepseek-chat',
      },
      { type: 'delta', seq: 0, text: '美联储基准利率上限为 3.75%。' },
      {
        type: 'facts',
        seq: 1,
        facts: [
          {
            key: 'series:DFEDTARU',
            title: '美联储基准利率上限',
            text: '3.75%（2026-11-27）',
            page: '/toFinancialData?series=DFEDTARU',
          },
        ],
      },
    ];
    worker.use(
      override(model, () => {
        const text = [...events.map((e) => JSON.stringify(e)), '[DONE]']
          .map((data) => `data: ${data}\n\n`)
          .join('');
        return new Response(encoder.encode(text), {
          headers: { 'content-type': 'text/event-stream' },
        });
      }),
    );
    openAsMember();
    await userEvent.click(
      page.getByRole('main').getByRole('button', { name: '币见智能对话' }).first(),
    );
    await userEvent.click(page.getByText('流式响应'));
    await ask('美联储利率现在多少？');
    await expect.element(lastAnswer()).toMatchTextContent('美联储基准利率上限为 3.75%。');
    await userEvent.click(lastAnswer().getByText('本回答使用的数据（1 条）'));
    await expect
      .element(lastAnswer().getByText('3.75%（2026-11-27）', { exact: false }))
      .toBeVisible();
    await expect
      .element(lastAnswer().getByRole('link', { name: '查看' }))
      .toHaveAttribute('href', '/toFinancialData?series=DFEDTARU');
  });

  it('shows the failure as the assistant’s message when the question is refused', async () => {
    worker.use(refuse(model, 429, '今日 AI 提问次数已用完，北京时间明日 0 点恢复'));
    openAsMember();
    await userEvent.click(
      page.getByRole('main').getByRole('button', { name: '币见智能对话' }).first(),
    );
    await ask('还能问吗？');
    await expect
      .element(lastAnswer().getByRole('alert'))
      .toMatchTextContent('今日 AI 提问次数已用完，北京时间明日 0 点恢复');
  });

  it('opens a saved conversation, exports it and deletes it after confirming', async () => {
    openAsMember();
    const history = page.getByRole('list', { name: '历史对话' });
    await userEvent.click(history.getByRole('button', { name: /^比特币后市怎么看/ }));
    await expect
      .element(page.getByRole('heading', { name: '币见深度思考', level: 1 }))
      .toBeVisible();
    await expect.element(page.getByText('多轮', { exact: true })).toBeVisible();
    await expect.element(lastAnswer()).toMatchTextContent('区间震荡');

    const created = vi.spyOn(URL, 'createObjectURL');
    await userEvent.click(page.getByRole('button', { name: '导出对话：比特币后市怎么看？' }));
    await vi.waitFor(() => expect(created).toHaveBeenCalled());
    const file = created.mock.calls[0]![0] as Blob;
    expect(await file.text()).toContain('# 币见 AI 对话：比特币后市怎么看？');
    created.mockRestore();

    await userEvent.click(page.getByRole('button', { name: '删除对话：比特币后市怎么看？' }));
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: '删除' }));
    await expect.element(history.getByRole('listitem')).toHaveLength(1);
    await expect.element(page.getByRole('heading', { name: '欢迎使用币见 AI 助手' })).toBeVisible();
  });

  it('works on a phone: the history folds into a drawer that closes after a pick', async () => {
    await page.viewport(375, 740);
    openAsMember();
    await expect.element(page.getByRole('heading', { name: '欢迎使用币见 AI 助手' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '会话列表' }));
    await userEvent.click(page.getByRole('button', { name: /^MVRV 指标怎么看/ }));
    await expect
      .element(page.getByRole('button', { name: '会话列表' }))
      .toHaveAttribute('aria-expanded', 'false');
    await expect.element(lastAnswer()).toMatchTextContent('大于 3.5');
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  });
});
