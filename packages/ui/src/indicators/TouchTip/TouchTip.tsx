import {
  touchTipApplies,
  touchTipDelayMs,
  touchTipStorageKey,
} from '@coinsight/domain/indicatorMenu';
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import * as styles from './TouchTip.css.ts';

export interface TouchTipProps {
  /** Where the dismissal is remembered. @default window.localStorage */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** The window's width; the tip is for 768 px or less. @default window.innerWidth */
  windowWidth?: number;
  /** Wait before the tip appears. @default 1000 */
  delayMs?: number;
  /** The tip's text. @default '双指缩放、左右拖动可查看图表细节' */
  text?: string;
}

/** Spec 2 §2.1: on narrow screens a touch tip for the chart appears after 1 s unless dismissed before. */
export function TouchTip({
  storage = globalThis.localStorage,
  windowWidth,
  delayMs = touchTipDelayMs,
  text = '双指缩放、左右拖动可查看图表细节',
}: TouchTipProps) {
  const [shown, setShown] = useState(false);
  const width = windowWidth ?? globalThis.innerWidth;

  useEffect(() => {
    if (!touchTipApplies(width, storage.getItem(touchTipStorageKey) !== null)) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [width, storage, delayMs]);

  if (!shown) return null;
  return (
    <div className={styles.root} role="note" aria-label="操作提示">
      <p className={styles.text}>{text}</p>
      <Button
        className={styles.dismiss}
        onPress={() => {
          storage.setItem(touchTipStorageKey, '1');
          setShown(false);
        }}
      >
        知道了
      </Button>
    </div>
  );
}
