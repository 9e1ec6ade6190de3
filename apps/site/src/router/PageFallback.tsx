import { Button } from '@coinsight/ui';
import { Component, type ReactNode } from 'react';
import { PageLoadError } from './lazyPage.ts';
import * as styles from './PageFallback.css.ts';

/** What a route shows while its page's chunk is on the way. */
export function PageLoading() {
  return (
    <div className={styles.place}>
      <p className={styles.line} role="status">
        页面加载中…
      </p>
    </div>
  );
}

/** What a route shows when its page's chunk could not be fetched (offline, or a newer release). */
export function PageLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.place}>
      <p className={styles.line} role="alert">
        页面加载失败，请检查网络后重试。
      </p>
      <Button variant="secondary" onPress={onRetry}>
        重试
      </Button>
    </div>
  );
}

interface PageBoundaryProps {
  children: ReactNode;
  /** @default reloads the window, which fetches the release's current chunks */
  onRetry?: () => void;
}

/**
 * Catches a failed chunk load below it and offers 重试 instead of an empty page; any other error
 * passes on up, as it would without the boundary.
 */
export class PageBoundary extends Component<PageBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof PageLoadError)) throw error;
    const retry = this.props.onRetry ?? (() => window.location.reload());
    return <PageLoadFailed onRetry={retry} />;
  }
}
