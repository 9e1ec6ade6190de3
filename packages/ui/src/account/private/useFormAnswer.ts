import { useState } from 'react';
import type { NoticeTone } from '../../primitives/Notice/Notice.tsx';
import { refusalText } from '../../primitives/Notice/refusalText.ts';

export interface FormAnswer {
  text: string;
  tone: NoticeTone;
}

export interface FormAnswerApi {
  answer: FormAnswer | null;
  clear: () => void;
  succeed: (text: string) => void;
  /** Shows a rejected callback's text, or `fallback` when it carries none. */
  refuse: (error: unknown, fallback?: string) => void;
}

/** The one line under a form that tells the member how the server answered. */
export function useFormAnswer(initial: FormAnswer | null = null): FormAnswerApi {
  const [answer, setAnswer] = useState<FormAnswer | null>(initial);
  return {
    answer,
    clear: () => setAnswer(null),
    succeed: (text) => setAnswer({ text, tone: 'success' }),
    refuse: (error, fallback) => setAnswer({ text: refusalText(error, fallback), tone: 'error' }),
  };
}
