import { messages } from '@coinsight/domain/messages';

/**
 * The text to show for a rejected callback. The site rejects with Errors whose message is already
 * the product's Chinese text (the server's `message`, or the API client's network wording), so it
 * is shown as it is; anything else falls back to `fallback`.
 */
export function refusalText(
  error: unknown,
  fallback: string = messages.http.requestFailed,
): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return fallback;
}
