/**
 * A module loaded on first use and kept. A load that fails (the server restarting under a member's
 * open page) is tried again after each of `retryDelaysMs`, and once those are spent the next caller
 * starts afresh: one failed load never drops every later message.
 */
export function loadOnce<T>(
  load: () => Promise<T>,
  retryDelaysMs: readonly number[] = [1_000, 3_000],
): () => Promise<T> {
  let loading: Promise<T> | null = null;
  const attempt = async (): Promise<T> => {
    for (const delay of retryDelaysMs) {
      try {
        return await load();
      } catch {
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
    return load();
  };
  return () => {
    loading ??= attempt().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
