import {
  adminLogoutCountdownSeconds,
  adminLogoutCountdownText,
  adminLogoutSecondsLeft,
} from '@coinsight/domain/orders';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import * as styles from './LogoutCountdown.css.ts';

export interface LogoutCountdownProps {
  /** Called once when the countdown ends or the admin presses the button: go to the admin login. */
  onDone: () => void;
  /** Clock in ms, for tests. @default Date.now */
  now?: () => number;
}

/** Spec 2 §4: after a successful admin logout, 3 seconds, then the admin login page. */
export function LogoutCountdown({ onDone, now = Date.now }: LogoutCountdownProps) {
  const [left, setLeft] = useState(adminLogoutCountdownSeconds);
  const done = useRef(false);
  const finish = useRef(onDone);
  useEffect(() => {
    finish.current = onDone;
  });

  useEffect(() => {
    const started = now();
    const end = () => {
      if (done.current) return;
      done.current = true;
      finish.current();
    };
    const timer = setInterval(() => {
      const next = adminLogoutSecondsLeft(now() - started);
      setLeft(next);
      if (next === 0) {
        clearInterval(timer);
        end();
      }
    }, 200);
    return () => clearInterval(timer);
  }, [now]);

  return (
    <section className={styles.root} aria-label="退出登录">
      <p className={styles.seconds} aria-hidden="true">
        {left}
      </p>
      <p className={styles.text} role="status">
        {adminLogoutCountdownText(left)}
      </p>
      <Button
        variant="secondary"
        onPress={() => {
          if (done.current) return;
          done.current = true;
          onDone();
        }}
      >
        立即返回登录页
      </Button>
    </section>
  );
}
