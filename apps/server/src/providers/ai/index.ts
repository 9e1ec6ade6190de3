import type { AiSettings } from '../../config.ts';
import { OfflineAnalyst, type OfflineAnalystOptions } from './offlineAnalyst.ts';
import { OpenAiCompatibleProvider } from './openaiCompatible.ts';
import type { ChatProvider } from './types.ts';

export * from './types.ts';
export { aiBusy, aiFailed, aiKeyRefused } from './errors.ts';
export { OfflineAnalyst } from './offlineAnalyst.ts';
export { OpenAiCompatibleProvider } from './openaiCompatible.ts';

/** The configured provider: the OpenAI-compatible API with a key, the offline analyst without one. */
export function chatProvider(settings: AiSettings, offline: OfflineAnalystOptions): ChatProvider {
  return settings.apiKey
    ? new OpenAiCompatibleProvider({ ...settings, apiKey: settings.apiKey })
    : new OfflineAnalyst(offline);
}
