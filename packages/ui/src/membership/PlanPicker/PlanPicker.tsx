import type { VipDuration } from '@coinsight/domain/api';
import type { PlanOffer } from '@coinsight/domain/membership';
import { useId } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import * as choice from '../private/choice.css.ts';
import * as styles from './PlanPicker.css.ts';

export interface PlanPickerProps {
  /** The plans on sale with their prices, list prices and labels. */
  offers: readonly PlanOffer[];
  /** The chosen plan's days, or null for none yet. */
  value: VipDuration | null;
  /** Called with the days of the plan chosen. */
  onChange: (days: VipDuration) => void;
  /** The pickers are disabled while a payment is being opened. @default false */
  isDisabled?: boolean;
}

/** Spec 1 §2.5: the membership length (monthly, quarterly, yearly), each -50% off a struck list price. */
export function PlanPicker({ offers, value, onChange, isDisabled = false }: PlanPickerProps) {
  const idBase = useId();
  return (
    <RadioGroup
      className={choice.group}
      value={value === null ? null : String(value)}
      onChange={(days) => {
        const offer = offers.find((o) => String(o.days) === days);
        if (offer) onChange(offer.days);
      }}
      isDisabled={isDisabled}
    >
      <Label className={choice.label}>会员时长</Label>
      <div className={choice.options}>
        {offers.map((offer) => (
          <Radio
            key={offer.days}
            value={String(offer.days)}
            className={choice.option}
            aria-label={offer.label}
            aria-describedby={`${idBase}-${offer.days}`}
          >
            <span className={styles.discount}>{offer.discountLabel}</span>
            <span className={styles.name}>{offer.label}</span>
            <span className={styles.days}>{offer.days} 天</span>
            <span className={styles.prices} id={`${idBase}-${offer.days}`}>
              <span className={styles.price}>¥{offer.price}</span>
              <s className={styles.listPrice}>¥{offer.listPrice}</s>
            </span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
