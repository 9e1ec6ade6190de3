/**
 * The login dialog's mode machine (spec 1 §4): it starts as 登录&注册; the phone check sends it to
 * 登录 for a registered phone or 注册 for a new one; a successful registration goes on to 登录; the
 * back button returns to the start.
 */

/** The dialog's modes; each is also its title. */
export const loginDialogModes = ['登录&注册', '登录', '注册'] as const;
export type LoginDialogMode = (typeof loginDialogModes)[number];

export const loginDialogStartMode: LoginDialogMode = '登录&注册';

export type LoginDialogEvent =
  { type: 'phoneChecked'; registered: boolean } | { type: 'registered' } | { type: 'back' };

/** The mode after `event`; an event that does not apply to `mode` leaves it unchanged. */
export function nextLoginDialogMode(
  mode: LoginDialogMode,
  event: LoginDialogEvent,
): LoginDialogMode {
  switch (event.type) {
    case 'phoneChecked':
      // Only the start mode asks for the phone; 登录 and 注册 show it as already checked.
      if (mode !== loginDialogStartMode) return mode;
      return event.registered ? '登录' : '注册';
    case 'registered':
      return mode === '注册' ? '登录' : mode;
    case 'back':
      return loginDialogStartMode;
  }
}
