import { describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '../../testing/mountPerTest.ts';
import { AiMessageList, type AiMessageView } from './AiMessageList.tsx';

const view = mountPerTest({ timers: { toFake: ['setInterval', 'clearInterval', 'Date'] } });

const answerText = () =>
  view.container.querySelector('article[aria-label="AI 回答"] p')?.textContent;

describe('AiMessageList typing effect', () => {
  it('reveals a whole answer at 20 ms per character and reports the end once', () => {
    const onTyped = vi.fn();
    const answer: AiMessageView = {
      id: 'a1',
      role: 'assistant',
      content: '比特币短期震荡🚀中期偏多',
      state: 'typing',
    };
    view.render(<AiMessageList messages={[answer]} onTyped={onTyped} />);
    expect(answerText() ?? '').toBe('');
    view.tick(100);
    expect(answerText()).toBe('比特币短期');
    // The emoji is one character: it never shows half a surrogate pair.
    view.tick(60);
    expect(answerText()).toBe('比特币短期震荡🚀');
    expect(onTyped).not.toHaveBeenCalled();
    view.tick(80);
    expect(answerText()).toBe('比特币短期震荡🚀中期偏多');
    view.tick(1000);
    expect(onTyped).toHaveBeenCalledTimes(1);
    expect(onTyped).toHaveBeenCalledWith('a1');
  });

  it('shows a finished answer at once', () => {
    view.render(
      <AiMessageList messages={[{ id: 'a1', role: 'assistant', content: '短期震荡' }]} />,
    );
    expect(answerText()).toBe('短期震荡');
  });
});
