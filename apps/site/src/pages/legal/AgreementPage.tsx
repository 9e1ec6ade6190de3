import { UserAgreement } from '@coinsight/ui';

/** /agreement: the footer's 用户协议. */
export function AgreementPage() {
  return <UserAgreement />;
}
