import type { Server } from '@hapi/hapi';
import { mayCall } from '@coinsight/domain/admin';
import { messages } from '@coinsight/domain/messages';
import { endpointById } from '../contract.ts';
import { DomainError } from '../domainError.ts';
import { adminOf } from './credentials.ts';
import { toBoom } from './errors.ts';

/**
 * The roles' second gate, for every area's routes: once the route's own check has let an admin
 * through (role admin), the admin's role must grant the permission the endpoint's contract
 * declares, so an operator (运营) gets a 403 with a Chinese reason on membership changes, refunds,
 * admin management and the outbox wherever they live. An admin endpoint that declares nothing is
 * refused to every role (default-deny). Runs before the handler; requests without an admin
 * session, and endpoints for members or visitors, are left to the route's own check.
 */
export function enforceAdminRoles(server: Server): void {
  server.ext('onPreHandler', (request, h) => {
    const id = request.route.settings.app?.contractId;
    const endpoint = id === undefined ? undefined : endpointById(id);
    const admin = adminOf(request);
    if (endpoint?.role === 'admin' && admin && !mayCall(admin.role, endpoint.permission))
      throw toBoom(new DomainError('forbidden', messages.admin.roleForbidden, 'role_forbidden'));
    return h.continue;
  });
}
