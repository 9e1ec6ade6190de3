import { EventTimeline } from '@coinsight/ui';
import { useState } from 'react';
import { Input, Label, Radio, RadioGroup, TextField } from 'react-aria-components';
import { useLocation } from 'wouter';
import { detailHref } from './newsData.ts';
import * as styles from './NewsPages.css.ts';
import {
  timelineSampleEvents,
  timelineSampleLabels,
  timelineSamples,
  type TimelineSample,
} from './timelineSamples.ts';

/** Spec 3 §2.4: /test-latest-news, the timeline on three sample datasets with an editable title. */
export function TestLatestNewsPage() {
  const [, navigate] = useLocation();
  const [sample, setSample] = useState<TimelineSample>('adoption');
  const [title, setTitle] = useState('事件时间线');
  return (
    <div className={styles.page}>
      <div className={styles.samples}>
        <RadioGroup
          className={styles.links}
          value={sample}
          onChange={(value) => setSample(value as TimelineSample)}
        >
          <Label>示例数据</Label>
          {timelineSamples.map((name) => (
            <Radio key={name} value={name}>
              {timelineSampleLabels[name]}
            </Radio>
          ))}
        </RadioGroup>
        <TextField className={styles.field} value={title} onChange={setTitle} maxLength={40}>
          <Label>自定义标题</Label>
          <Input className={styles.input} />
        </TextField>
      </div>
      <EventTimeline
        key={sample}
        title={title.trim() || '事件时间线'}
        events={timelineSampleEvents[sample]}
        onOpen={(id) => navigate(detailHref(id))}
        onBack={() => navigate('/toNews')}
      />
    </div>
  );
}
