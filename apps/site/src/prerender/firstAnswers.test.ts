import { getTargetAll, getUsername, logout } from '@coinsight/domain/api';
import { afterEach, describe, expect, it } from 'vitest';
import {
  firstAnswer,
  firstAnswersScript,
  forgetFirstAnswers,
  provideFirstAnswers,
} from './firstAnswers.ts';

const menu = {
  itemlist: [
    {
      id: 1,
      title: '链上估值模型',
      items: [
        {
          id: 1,
          title: '存量流量模型',
          detail: ['S2F'],
          chart_key: 'stock_to_flow',
          thumbnail: null,
        },
      ],
    },
  ],
};

afterEach(() => forgetFirstAnswers());

/** What a browser reads back from the data block. */
function readBack(script: string): unknown {
  const json = /^<script type="application\/json" id="first-answers">(.*)<\/script>$/s.exec(
    script,
  )?.[1];
  return JSON.parse(json ?? 'null');
}

describe('first answers', () => {
  it('answers an endpoint at its address with the answer checked as the client checks one', () => {
    provideFirstAnswers({ [getTargetAll.path]: menu });
    expect(firstAnswer(getTargetAll)).toEqual(menu);
    expect(firstAnswer(getUsername)).toBeNull();
  });

  it('has none for an answer that does not fit the endpoint, nor for a call that changes state', () => {
    provideFirstAnswers({ [getTargetAll.path]: { itemlist: 'no' }, [logout.path]: {} });
    expect(firstAnswer(getTargetAll)).toBeNull();
    expect(firstAnswer(logout)).toBeNull();
  });

  it('has none once forgotten: pages opened later make their calls', () => {
    provideFirstAnswers({ [getTargetAll.path]: menu });
    forgetFirstAnswers();
    expect(firstAnswer(getTargetAll)).toBeNull();
  });

  it('writes a data block no answer can end, which reads back as the answers', () => {
    const answers = {
      [getTargetAll.path]: {
        itemlist: [{ ...menu.itemlist[0], title: '</script><script>alert(1)</script><!--' }],
      },
    };
    const script = firstAnswersScript(answers);
    expect(script.match(/</g)).toHaveLength(2);
    expect(readBack(script)).toEqual(answers);
  });
});
