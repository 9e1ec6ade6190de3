import type { MemberSummary } from '@coinsight/domain/api';
import { beijingDateTime } from '@coinsight/domain/time';

/** The member's VIP line: until when, lapsed, or never bought (Beijing time). */
export function vipText(member: Pick<MemberSummary, 'is_vip' | 'vip_expiry'>): string {
  if (member.is_vip && member.vip_expiry)
    return `VIP 至 ${beijingDateTime(member.vip_expiry, 'minute')}`;
  if (member.vip_expiry) return `VIP 已于 ${beijingDateTime(member.vip_expiry, 'minute')} 到期`;
  return '非 VIP';
}

/** 已冻结 (since when) or 正常. */
export function accountText(member: Pick<MemberSummary, 'frozen_at'>): string {
  return member.frozen_at ? `已冻结（${beijingDateTime(member.frozen_at, 'minute')}）` : '正常';
}
