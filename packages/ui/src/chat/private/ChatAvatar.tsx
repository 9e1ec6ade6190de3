import { useState } from 'react';
import * as styles from './ChatAvatar.css.ts';

export interface ChatAvatarProps {
  /** The picture's address; the first character of `name` stands in while it is missing or broken. */
  src: string;
  /** Whose avatar; its first character is the stand-in. */
  name: string;
  /** @default 'md' */
  size?: 'sm' | 'md';
}

/** A round avatar. Decorative: the name beside it is what assistive technology reads. */
export function ChatAvatar({ src, name, size = 'md' }: ChatAvatarProps) {
  const [broken, setBroken] = useState(false);
  return (
    <span className={styles.avatar({ size })} aria-hidden="true">
      {src && !broken ? (
        <img className={styles.image} src={src} alt="" onError={() => setBroken(true)} />
      ) : (
        <span>{[...name.trim()][0] ?? '?'}</span>
      )}
    </span>
  );
}
