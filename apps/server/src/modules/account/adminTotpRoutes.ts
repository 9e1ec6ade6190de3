import { adminTotpConfirm, adminTotpEnrol, adminTotpStatus } from '../../contract.ts';
import { routesFor } from '../../http/contractRoute.ts';
import { clientAddress } from '../../http/limits.ts';
import type { Limits } from '../../limits/index.ts';
import type { Attempt, CountedAttempt, LoginGate } from '../../limits/loginGate.ts';
import type { AdminService } from './admin.ts';

export interface TotpDeps {
  admin: AdminService;
  limits: Limits;
}

/**
 * The dashboard's enrolment of the admin's TOTP second factor. Confirming guesses codes as a login
 * does, so it goes through the same gate, keyed apart from the password's.
 */
export function adminTotpRoutes<D extends TotpDeps>(
  countAttempt: (
    gate: LoginGate,
    attempt: Omit<Attempt, 'pastThreshold'>,
  ) => Promise<CountedAttempt>,
) {
  const route = routesFor<D>();
  return [
    route(adminTotpStatus, async ({ admin, deps }) => {
      const status = await deps.admin.totp.status(admin.id);
      return {
        enabled: status.enabled,
        enabled_at: status.enabledAt?.toISOString() ?? null,
        recovery_codes_left: status.recoveryCodesLeft,
      };
    }),

    route(adminTotpEnrol, ({ admin, deps }) =>
      deps.admin.totp.startEnrolment(admin.id, admin.username),
    ),

    route(adminTotpConfirm, async ({ admin, body, deps, request }) => {
      const attempt = await countAttempt(deps.limits.login, {
        account: `admin-totp:${admin.username}`,
        address: clientAddress(request),
      });
      try {
        const codes = await deps.admin.totp.confirm(admin.id, body.code);
        await deps.limits.login.succeeded(attempt);
        return { recovery_codes: codes };
      } catch (error) {
        await deps.limits.login.failed(attempt);
        throw error;
      }
    }),
  ];
}
