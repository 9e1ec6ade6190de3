import { describe, expect, it } from 'vitest';
import {
  loginDialogModes,
  loginDialogStartMode,
  nextLoginDialogMode,
  type LoginDialogEvent,
  type LoginDialogMode,
} from './loginDialog.ts';

const registeredPhone: LoginDialogEvent = { type: 'phoneChecked', registered: true };
const newPhone: LoginDialogEvent = { type: 'phoneChecked', registered: false };
const registered: LoginDialogEvent = { type: 'registered' };
const back: LoginDialogEvent = { type: 'back' };

describe('login dialog modes (spec 1 §4)', () => {
  it('starts as 登录&注册, one of the three modes', () => {
    expect(loginDialogStartMode).toBe('登录&注册');
    expect(loginDialogModes).toEqual(['登录&注册', '登录', '注册']);
  });

  it.each<[LoginDialogMode, LoginDialogEvent, LoginDialogMode, string]>([
    ['登录&注册', registeredPhone, '登录', 'a registered phone logs in'],
    ['登录&注册', newPhone, '注册', 'a new phone registers'],
    ['注册', registered, '登录', 'after a successful registration the member logs in'],
    ['登录', back, '登录&注册', 'back from 登录 returns to the start'],
    ['注册', back, '登录&注册', 'back from 注册 returns to the start'],
    ['登录&注册', back, '登录&注册', 'back at the start stays there'],
    ['登录', newPhone, '登录', 'a phone check outside the start mode changes nothing'],
    ['注册', registeredPhone, '注册', 'a late phone check does not leave 注册'],
    ['登录&注册', registered, '登录&注册', 'registration only counts in 注册'],
    ['登录', registered, '登录', 'registration in 登录 changes nothing'],
  ])('%s + %j → %s (%s)', (mode, event, expected) => {
    expect(nextLoginDialogMode(mode, event)).toBe(expected);
  });

  it('walks a whole visit: new phone, register, back, registered phone', () => {
    const events = [newPhone, registered, back, registeredPhone];
    const visited = events.reduce<LoginDialogMode[]>(
      (modes, event) => [
        ...modes,
        nextLoginDialogMode(modes.at(-1) ?? loginDialogStartMode, event),
      ],
      [loginDialogStartMode],
    );
    expect(visited).toEqual(['登录&注册', '注册', '登录', '登录&注册', '登录']);
  });
});
