import { isStrongPassword, maxPasswordScore, passwordScore } from '@coinsight/domain/account';
import { Label, Meter } from 'react-aria-components';
import * as styles from './PasswordStrengthMeter.css.ts';

/** The label of each score, 1 to 5 (spec 1 §5); from 3 a password is strong enough. */
export const passwordStrengthLabels = ['很弱', '弱', '中等', '强', '很强'] as const;

/** Shown while the password field is empty. */
export const emptyPasswordLabel = '未填写';

export interface PasswordStrengthMeterProps {
  /** The password being typed; it is scored here with the domain's `passwordScore`. */
  password: string;
}

/** The password's strength as a 1–5 meter with a Chinese label; red below 3, green from 3. */
export function PasswordStrengthMeter({ password }: PasswordStrengthMeterProps) {
  const empty = password === '';
  const score = empty ? 0 : passwordScore(password);
  const tone = empty ? 'none' : isStrongPassword(password) ? 'strong' : 'weak';
  const valueLabel = empty ? emptyPasswordLabel : passwordStrengthLabels[score - 1];
  return (
    <Meter
      className={styles.root}
      value={score}
      minValue={0}
      maxValue={maxPasswordScore}
      valueLabel={valueLabel}
      data-tone={tone}
    >
      {({ valueText }) => (
        <>
          <div className={styles.header}>
            <Label>密码强度</Label>
            <span className={styles.valueText[tone]}>{valueText}</span>
          </div>
          <div className={styles.segments} aria-hidden="true">
            {passwordStrengthLabels.map((label, index) => (
              <span
                key={label}
                className={`${styles.segment} ${index < score && tone !== 'none' ? styles.filled[tone] : ''}`}
              />
            ))}
          </div>
        </>
      )}
    </Meter>
  );
}
