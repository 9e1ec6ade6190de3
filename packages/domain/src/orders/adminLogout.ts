/** Spec 2 §4: after a successful admin logout a 3-second countdown, then the admin login page. */
export const adminLogoutCountdownSeconds = 3;

/** What the countdown says with `seconds` left. */
export function adminLogoutCountdownText(seconds: number): string {
  return `已退出登录，${Math.max(0, Math.ceil(seconds))} 秒后返回管理员登录页`;
}

/** The seconds left `elapsedMs` after the logout succeeded; 0 means go to the login page. */
export function adminLogoutSecondsLeft(elapsedMs: number): number {
  return Math.max(0, adminLogoutCountdownSeconds - Math.floor(Math.max(0, elapsedMs) / 1000));
}
