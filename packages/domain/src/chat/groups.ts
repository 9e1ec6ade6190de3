/**
 * The members' group every paying VIP joins automatically (spec 1 §6); the VIP page's 加入会员群
 * link opens the chat window on it (/?chat=members). Its owner is the product's admin account.
 */
export const membersGroup = { number: '100001', name: '币见会员交流群' } as const;

/** The value of the `chat` query that opens the window on the members' group. */
export const membersGroupQuery = 'members';

/** Messages one page of history holds (groupMessages and the room's history on join). */
export const historyPageSize = 50;

/**
 * Phone-number user names as every group member sees each other: 138****0000. Other names (the
 * admin account's) are shown as they are.
 */
export function maskPhone(username: string): string {
  return username.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');
}
