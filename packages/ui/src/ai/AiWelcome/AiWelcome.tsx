import type { AiModel, AiModelId } from '@coinsight/domain/api';
import { AiModelPicker } from '../AiModelPicker/AiModelPicker.tsx';
import * as styles from './AiWelcome.css.ts';

export interface AiWelcomeProps {
  models: readonly AiModel[];
  onPickModel: (id: AiModelId) => void;
}

/** Before a model is chosen: what the assistant is, and the two models to pick from. */
export function AiWelcome({ models, onPickModel }: AiWelcomeProps) {
  return (
    <section className={styles.root} aria-labelledby="ai-welcome-title">
      <h2 id="ai-welcome-title" className={styles.title}>
        欢迎使用币见 AI 助手
      </h2>
      <p className={styles.lead}>请先选择一个模型，再开始对话。</p>
      <AiModelPicker models={models} onPick={onPickModel} />
      <p className={styles.note}>AI 回答仅供参考，不构成投资建议。</p>
    </section>
  );
}
