import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import * as list from '../ListScreen/ListScreen.css.ts';
import { Notice } from '../Notice/Notice.tsx';

export interface LoadStateProps {
  state: 'ready' | 'loading' | 'error';
  /** Announced while loading, e.g. 订单加载中…. */
  loadingText: string;
  /** What failed, shown in the error state. */
  errorText: string;
  /** 重试 in the error state; no button without it. */
  onRetry?: () => void;
  /** What a ready screen shows. */
  children: ReactNode;
}

/** A list screen's body: a loading line, the failure with 重试, or the list itself. */
export function LoadState({ state, loadingText, errorText, onRetry, children }: LoadStateProps) {
  if (state === 'loading') {
    return (
      <p className={list.empty} role="status">
        {loadingText}
      </p>
    );
  }
  if (state === 'error') {
    return (
      <>
        <Notice message={errorText} />
        {onRetry ? (
          <Button variant="secondary" onPress={onRetry}>
            重试
          </Button>
        ) : null}
      </>
    );
  }
  return children;
}
