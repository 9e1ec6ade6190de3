import { Button, useToast } from '@coinsight/ui';
import { Component, Suspense, useEffect, useRef, type ReactNode } from 'react';
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

export const pageLoadFailedText = '页面加载失败，请检查网络后重试。';

/** What a route shows when its page's chunk could not be fetched (offline, or a newer release). */
export function PageLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.place}>
      <p className={styles.line} role="alert">
        {pageLoadFailedText}
      </p>
      <Button variant="secondary" onPress={onRetry}>
        重试
      </Button>
    </div>
  );
}

/**
 * A lazily loaded dialog's place: nothing while its chunk loads; when the chunk cannot be fetched,
 * a toast says so and `onGiveUp` closes the dialog, so that opening it again fetches it again.
 */
export function DialogBoundary({
  onGiveUp,
  children,
}: {
  onGiveUp: () => void;
  children: ReactNode;
}) {
  return (
    <PageBoundary failed={() => <DialogLoadFailed onGiveUp={onGiveUp} />}>
      <Suspense fallback={null}>{children}</Suspense>
    </PageBoundary>
  );
}

function DialogLoadFailed({ onGiveUp }: { onGiveUp: () => void }) {
  const toast = useToast();
  const latest = useRef({ toast, onGiveUp });
  latest.current = { toast, onGiveUp };
  useEffect(() => {
    latest.current.toast.show(pageLoadFailedText, 'error');
    latest.current.onGiveUp();
  }, []);
  return null;
}

interface PageBoundaryProps {
  children: ReactNode;
  /**
   * What a part of a page shows in its place when its chunk could not be fetched; `retry` draws the
   * part again, which fetches the chunk again. @default the page's 页面加载失败 with 重试, which
   * reloads the window (a newer release's page has other chunks)
   */
  failed?: (retry: () => void) => ReactNode;
}

/**
 * Catches a failed chunk load below it and shows `failed` (or 重试) instead of an empty site; any
 * other error passes on up, as it would without the boundary.
 */
export class PageBoundary extends Component<PageBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (error instanceof PageLoadError) error.loadAgain();
  }

  readonly #retry = () => this.setState({ error: null });

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof PageLoadError)) throw error;
    const { failed } = this.props;
    if (failed) return failed(this.#retry);
    return <PageLoadFailed onRetry={() => window.location.reload()} />;
  }
}
