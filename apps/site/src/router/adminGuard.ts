import type { StorageLike } from '../store/store.ts';
import { adminMarkerKey } from '../store/store.ts';

/** Where /dashboard sends someone without the admin marker. */
export const adminLoginPath = '/admin';

/** Spec 1 §2.1: the dashboard needs the admin marker in local storage. */
export function hasAdminMarker(local: Pick<StorageLike, 'getItem'>): boolean {
  return local.getItem(adminMarkerKey) !== null;
}
