import { membersGroup, membersGroupQuery } from '@coinsight/domain/chat';
import { ChatWindow, ChatWindowNotice, type ChatWindowState } from '@coinsight/ui';
import { Suspense, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { call as siteCall, type Call } from '../api/client.ts';
import { lazyPage } from '../router/lazyPage.ts';
import { PageBoundary, pageLoadFailedText } from '../router/PageFallback.tsx';
import type { SiteStore, StorageLike } from '../store/store.ts';
import { defaultWindowState, rememberWindowState, storedWindowState } from './windowState.ts';
import { useAsPrerendered } from '../prerender/asPrerendered.ts';
import { useSiteState } from '../store/useSiteState.ts';

// Only VIP members see the full chat, so its code (rooms, composer, image viewer) loads for them
// alone, after the page: every other visitor's first load stays without it.
const VipChat = lazyPage(() => import('./VipChat.tsx').then((m) => m.VipChat));

export interface ChatHostProps {
  store: SiteStore;
  /** @default the site's client */
  call?: Call;
  /** Where the window's state is remembered. @default localStorage */
  storage?: StorageLike;
}

export const chatHostTexts = {
  visitor: '登录后即可使用会员群聊',
  login: '登录/注册',
  notVip: '会员群仅对 VIP 会员开放，开通会员后即可加入',
  join: '开通会员',
  retry: '重试',
} as const;

/**
 * The chat window on every shell page (spec 1 §2.8). It remembers whether it was open, minimized or
 * closed; /?chat=members opens it on the members' group. Chat is for VIP members (spec 1 §6):
 * visitors are asked to log in, other members to join.
 */
export function ChatHost({ store, call = siteCall, storage = localStorage }: ChatHostProps) {
  const { username, is_vip } = useSiteState(store);
  const [, navigate] = useLocation();
  const wantsMembers = new URLSearchParams(useSearch()).get('chat') === membersGroupQuery;
  const [chosen, setChosen] = useState<ChatWindowState | null>(() => storedWindowState(storage));
  // The prerender knows nothing of this browser's storage: while a prerendered page is taken over,
  // the window is as the prerender drew it (a visitor's, closed), else React draws the page anew.
  const asPrerendered = useAsPrerendered();
  const windowState = (asPrerendered ? null : chosen) ?? defaultWindowState(is_vip);

  const change = (next: ChatWindowState) => {
    setChosen(next);
    rememberWindowState(storage, next);
  };

  useEffect(() => {
    if (!wantsMembers) return;
    setChosen('open');
    rememberWindowState(storage, 'open');
  }, [wantsMembers, storage]);

  if (windowState === 'closed') return null;
  if (username && is_vip) {
    return (
      <PageBoundary
        failed={(retry) => (
          <ChatWindow state={windowState} onStateChange={change}>
            <ChatWindowNotice
              message={pageLoadFailedText}
              actionLabel={chatHostTexts.retry}
              onAction={retry}
            />
          </ChatWindow>
        )}
      >
        <Suspense fallback={null}>
          <VipChat
            key={username}
            store={store}
            call={call}
            username={username}
            windowState={windowState}
            onWindowState={change}
            prefer={wantsMembers ? membersGroup.number : null}
          />
        </Suspense>
      </PageBoundary>
    );
  }
  const t = chatHostTexts;
  return (
    <ChatWindow state={windowState} onStateChange={change}>
      {username ? (
        <ChatWindowNotice
          message={t.notVip}
          actionLabel={t.join}
          onAction={() => navigate('/toVip')}
        />
      ) : (
        <ChatWindowNotice
          message={t.visitor}
          actionLabel={t.login}
          onAction={() => store.actions.openLogin()}
        />
      )}
    </ChatWindow>
  );
}
