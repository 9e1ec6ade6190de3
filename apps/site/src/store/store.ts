import { proxy, type Snapshot } from 'valtio';

/** Join-request states; the status is set on the client at once when the owner clicks. */
export const joinRequestStatuses = ['pending', 'accepted', 'rejected'] as const;
export type JoinRequestStatus = (typeof joinRequestStatuses)[number];

export interface JoinRequest {
  id: number;
  username: string;
  group_name: string;
  status: JoinRequestStatus;
}

/** What the server tells the site about the logged-in member (login, getusername, checkvip). */
export interface SessionUser {
  username: string;
  code: string;
  is_vip: boolean;
  leftdays: number;
  expiry: string | null;
  last_login: string | null;
}

/**
 * The shared state of spec 1 §3 ("Store state") that the site reads, plus the tab's windowId. The
 * spec's overlay flag and dropdown_list_num / dropdown_unit_id join it with the first page that reads them.
 */
export interface SiteState {
  /** The phone number of the logged-in member; null for a visitor (logged in or not is held here). */
  username: string | null;
  /** The member's own invite code. */
  code: string;
  is_vip: boolean;
  leftdays: number;
  expiry: string | null;
  last_login: string | null;
  isMobile: boolean;
  /** True while the admin marker is in local storage. */
  admin: boolean;
  joinRequests: JoinRequest[];
  /** The login dialog is open. */
  showLogin: boolean;
  /** The dialog opens straight in 注册 mode (the /register route) rather than at 登录&注册. */
  loginOpensForRegister: boolean;
  /**
   * Counts logins and logouts. The page content is keyed on it, so it reloads for the new
   * member (spec 1 §4: after login the page content reloads).
   */
  sessionEpoch: number;
  /** The offline notice (下线通知) is shown. */
  showAlert: boolean;
  /** A random id per browser tab, kept in session storage; login sends it. */
  windowId: string;
  /** Counts pushes that changed the member's chat groups; the chat window reloads its list on each. */
  chatGroupsEpoch: number;
}

/** The part of the Web Storage API the store uses, so tests can hand in their own. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

export const adminMarkerKey = 'admin';
export const windowIdKey = 'windowId';

export interface SiteStoreOptions {
  local: StorageLike;
  session: StorageLike;
  /** Makes the tab's windowId when session storage has none. @default crypto.randomUUID */
  newWindowId?: () => string;
}

/** The member's fields as they are for nobody logged in, with a join-request list of their own. */
function loggedOut() {
  return {
    username: null,
    code: '',
    is_vip: false,
    leftdays: 0,
    expiry: null,
    last_login: null,
    joinRequests: [] as JoinRequest[],
  } satisfies Partial<SiteState>;
}

/** The state as a visitor's render reads it: the member's fields as they are for nobody logged in. */
export function asVisitor(state: Snapshot<SiteState>): Snapshot<SiteState> {
  return { ...state, ...loggedOut() };
}

export function createSiteStore({
  local,
  session,
  newWindowId = () => crypto.randomUUID(),
}: SiteStoreOptions) {
  const windowId = session.getItem(windowIdKey) ?? newWindowId();
  session.setItem(windowIdKey, windowId);

  const state = proxy<SiteState>({
    ...loggedOut(),
    isMobile: false,
    admin: local.getItem(adminMarkerKey) !== null,
    showLogin: false,
    loginOpensForRegister: false,
    sessionEpoch: 0,
    chatGroupsEpoch: 0,
    showAlert: false,
    windowId,
  });

  const actions = {
    /** Records what the server said about the member; fields left out keep their value. */
    setUser(user: Partial<SessionUser> & { username: string }) {
      Object.assign(state, user);
    },
    setVip(vip: Pick<SessionUser, 'is_vip' | 'leftdays' | 'expiry'>) {
      Object.assign(state, vip);
    },
    /** A login succeeded: record the member, close the dialog and reload the page content. */
    logIn(user: SessionUser) {
      Object.assign(state, user);
      state.showLogin = false;
      state.sessionEpoch += 1;
    },
    /**
     * Forgets the member. `forced` (another login ended this session) also empties local and
     * session storage, as the spec asks; the tab keeps its windowId.
     */
    clearUser({ forced = false }: { forced?: boolean } = {}) {
      if (state.username !== null) state.sessionEpoch += 1;
      Object.assign(state, loggedOut());
      if (forced) {
        local.clear();
        session.clear();
        session.setItem(windowIdKey, state.windowId);
        state.admin = false;
      }
    },
    setMobile(isMobile: boolean) {
      state.isMobile = isMobile;
    },
    /** Opens the login dialog; `register` opens it in 注册 mode. */
    openLogin({ register = false }: { register?: boolean } = {}) {
      state.loginOpensForRegister = register;
      state.showLogin = true;
    },
    closeLogin() {
      state.showLogin = false;
    },
    openOfflineNotice() {
      state.showAlert = true;
    },
    closeOfflineNotice() {
      state.showAlert = false;
    },
    setAdmin(admin: boolean) {
      if (admin) local.setItem(adminMarkerKey, '1');
      else local.removeItem(adminMarkerKey);
      state.admin = admin;
    },
    chatGroupsChanged() {
      state.chatGroupsEpoch += 1;
    },
    /** A new request arrives as pending; one already listed (same id) is not added twice. */
    addJoinRequest(request: Omit<JoinRequest, 'status'>) {
      if (state.joinRequests.some((r) => r.id === request.id)) return;
      state.joinRequests.push({ ...request, status: 'pending' });
    },
  };

  return { state, actions };
}

export type SiteStore = ReturnType<typeof createSiteStore>;
export type SiteActions = SiteStore['actions'];
