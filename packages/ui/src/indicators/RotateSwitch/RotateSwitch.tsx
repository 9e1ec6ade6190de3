import { messages } from '@coinsight/domain/messages';
import { useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import * as styles from '../private/controls.css.ts';

export interface RotateSwitchProps {
  /** Whether the chart is shown rotated by 90 degrees. */
  rotated: boolean;
  /** Called with the new state; never on desktop. */
  onChange: (rotated: boolean) => void;
  /** Mobile layout (window 768 px or less). On desktop pressing only explains the rule. */
  isMobile: boolean;
}

/** Spec 2 §2.1 and §5: rotate the chart by 90 degrees, a mobile-only function. */
export function RotateSwitch({ rotated, onChange, isMobile }: RotateSwitchProps) {
  const [refused, setRefused] = useState(false);
  return (
    <span className={styles.wrap}>
      <ToggleButton
        className={styles.toggle}
        isSelected={isMobile && rotated}
        onChange={(next) => {
          if (!isMobile) {
            setRefused(true);
            return;
          }
          onChange(next);
        }}
      >
        <span aria-hidden="true">⟳</span>
        旋转图表
      </ToggleButton>
      {refused && !isMobile && (
        <span className={styles.hint} role="alert">
          {messages.indicators.rotateMobileOnly}
        </span>
      )}
    </span>
  );
}
