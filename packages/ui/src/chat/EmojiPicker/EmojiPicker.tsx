import { Button } from 'react-aria-components';
import * as styles from './EmojiPicker.css.ts';

/** Spec 1 §9: the emoji list has 12 entries; each carries a Chinese name for screen readers. */
export const chatEmojis = [
  { emoji: '😀', name: '微笑' },
  { emoji: '😂', name: '笑哭' },
  { emoji: '😍', name: '喜爱' },
  { emoji: '🤔', name: '思考' },
  { emoji: '😭', name: '大哭' },
  { emoji: '😡', name: '生气' },
  { emoji: '👍', name: '点赞' },
  { emoji: '👏', name: '鼓掌' },
  { emoji: '🙏', name: '拜托' },
  { emoji: '🎉', name: '庆祝' },
  { emoji: '🚀', name: '起飞' },
  { emoji: '💰', name: '发财' },
] as const;

export type ChatEmoji = (typeof chatEmojis)[number]['emoji'];

export interface EmojiPickerProps {
  /** Called with the chosen emoji. */
  onPick: (emoji: ChatEmoji) => void;
}

/** The 12 emojis of the chat composer, as a grid of buttons. */
export function EmojiPicker({ onPick }: EmojiPickerProps) {
  return (
    <div className={styles.grid} role="group" aria-label="表情">
      {chatEmojis.map(({ emoji, name }) => (
        <Button
          key={emoji}
          className={styles.emoji}
          aria-label={`表情 ${name}`}
          onPress={() => onPick(emoji)}
        >
          {emoji}
        </Button>
      ))}
    </div>
  );
}
