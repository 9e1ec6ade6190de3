import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { adminLoginPath, hasAdminMarker } from './adminGuard.ts';

export interface AdminGuardProps {
  children: ReactNode;
  /** @default window.localStorage */
  storage?: Pick<Storage, 'getItem'>;
}

/** Shows its page only with the admin marker; otherwise replaces the address with the admin login. */
export function AdminGuard({ children, storage = window.localStorage }: AdminGuardProps) {
  if (!hasAdminMarker(storage)) return <Redirect to={adminLoginPath} replace />;
  return <>{children}</>;
}
