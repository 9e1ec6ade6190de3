import type { Server } from '@hapi/hapi';
import { mayCall } from '@coinsight/domain/admin';
import { messages } from '@coinsight/domain/messages';
import { adminOf } from '../../http/credentials.ts';
import { DomainError, toBoom } from '../../http/errors.ts';

/**
 * The roles' second gate, for every area's routes: once the route's own check has let an admin
 * through (role admin), an endpoint listed in permissionByEndpoint (@coinsight/domain/admin)
 * also needs its permission, so an operator (运营) gets a 403 with a Chinese reason on membership
 * changes, refund decisions and admin management wherever they live. Runs before the handler;
 * requests without an admin session are left to the route's own 401/403.
 */
export function enforceAdminRoles(server: Server): void {
  server.ext('onPreHandler', (request, h) => {
    const id = request.route.settings.app?.contractId;
    const admin = adminOf(request);
    if (id && admin && !mayCall(admin.role, id))
      throw toBoom(new DomainError('forbidden', messages.admin.roleForbidden, 'role_forbidden'));
    return h.continue;
  });
}
