/**
 * The names of the cookies the server sets, in one place: the plugins that set them and the fast
 * reads that read them before hapi does.
 */
/** The member session (an iron seal of its token; plugins/auth.ts). */
export const memberCookie = 'sid';
/** The admin session, apart from the member's so one browser may hold both. */
export const adminCookie = 'admin_sid';
/** @hapi/crumb's CSRF token, readable by scripts (plugins/csrf.ts). */
export const csrfCookie = 'crumb';
