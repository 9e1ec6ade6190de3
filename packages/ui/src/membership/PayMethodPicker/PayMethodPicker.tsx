import { payTypes, type PayType } from '@coinsight/domain/api';
import { payTypeLabels } from '@coinsight/domain/membership';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import * as choice from '../private/choice.css.ts';
import * as styles from './PayMethodPicker.css.ts';

export interface PayMethodPickerProps {
  /** The chosen way; the page starts at wxpay (spec 1 §9). */
  value: PayType | null;
  /** Called with the way chosen. */
  onChange: (type: PayType) => void;
  /** Disabled while a payment is being opened. @default false */
  isDisabled?: boolean;
}

const marks: Readonly<Record<PayType, string>> = { alipay: '支', wxpay: '微' };

/** Spec 1 §2.5: the payment way, 支付宝 (alipay) or 微信支付 (wxpay). */
export function PayMethodPicker({ value, onChange, isDisabled = false }: PayMethodPickerProps) {
  return (
    <RadioGroup
      className={choice.group}
      value={value}
      onChange={(type) => {
        const chosen = payTypes.find((t) => t === type);
        if (chosen) onChange(chosen);
      }}
      isDisabled={isDisabled}
    >
      <Label className={choice.label}>支付方式</Label>
      <div className={choice.options}>
        {payTypes.map((type) => (
          <Radio key={type} value={type} className={`${choice.option} ${styles.option}`}>
            <span className={`${styles.mark} ${styles.markTone[type]}`} aria-hidden="true">
              {marks[type]}
            </span>
            {payTypeLabels[type]}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
