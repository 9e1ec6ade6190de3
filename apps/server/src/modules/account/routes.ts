import { checkVip, getUsername } from '../../contract.ts';
import { routeFor } from '../../http/contractRoute.ts';

export const accountRoutes = [
  routeFor(getUsername, ({ member, services }) => services.account.username(member)),
  routeFor(checkVip, ({ member, services }) => services.account.membership(member)),
];
