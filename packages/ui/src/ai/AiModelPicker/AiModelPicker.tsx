import type { AiModel, AiModelId } from '@coinsight/domain/api';
import { useId } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import * as styles from './AiModelPicker.css.ts';

export interface AiModelPickerProps {
  models: readonly AiModel[];
  onPick: (id: AiModelId) => void;
  /** Names only, for the sidebar; the welcome screen shows the descriptions. @default false */
  compact?: boolean;
}

/** One button per model, named by its product name; picking one starts a conversation with it. */
export function AiModelPicker({ models, onPick, compact = false }: AiModelPickerProps) {
  const id = useId();
  return (
    <ul className={styles.list({ compact })}>
      {models.map((model) => (
        <li key={model.id} className={styles.card({ compact })}>
          <Button
            variant="secondary"
            className={styles.choice}
            aria-describedby={compact ? undefined : `${id}-${model.id}`}
            onPress={() => onPick(model.id)}
          >
            {model.name}
          </Button>
          {compact ? null : (
            <p id={`${id}-${model.id}`} className={styles.description}>
              {model.description}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
