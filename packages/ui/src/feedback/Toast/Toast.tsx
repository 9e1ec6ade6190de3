import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import * as styles from './Toast.css.ts';

/** How long each message stays on screen (spec: notification messages last 1000 ms). */
export const toastDurationMs = 1000;

export const toastTones = ['info', 'success', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

export interface ToastApi {
  show(text: string, tone?: ToastTone): void;
}

interface ToastMessage {
  id: number;
  text: string;
  tone: ToastTone;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  /** The app or story that may call `useToast()`. */
  children: ReactNode;
}

export function ToastProvider({ children }: ToastProviderProps) {
  const [messages, setMessages] = useState<ToastMessage[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const show = useCallback((text: string, tone: ToastTone = 'info') => {
    nextId.current += 1;
    const id = nextId.current;
    setMessages((current) => [...current, { id, text, tone }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setMessages((current) => current.filter((message) => message.id !== id));
    }, toastDurationMs);
    timers.current.add(timer);
  }, []);

  const api = useMemo<ToastApi>(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={styles.region} role="status" aria-live="polite">
        {messages.map((message) => (
          <div
            key={message.id}
            className={`${styles.toast} ${styles.tone[message.tone]}`}
            data-tone={message.tone}
          >
            {message.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** Shows short messages; needs a `ToastProvider` above it. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider above it');
  return api;
}
