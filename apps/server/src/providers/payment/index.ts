import type { Config } from '../../config.ts';
import { EpayGateway } from './epay.ts';
import type { PaymentGateway } from './gateway.ts';
import { SandboxGateway } from './sandbox/gateway.ts';

export * from './gateway.ts';
export { EpayGateway } from './epay.ts';
export { SandboxGateway, sandboxPayPath, sandboxPid } from './sandbox/gateway.ts';
export { canonicalString, epaySign, signed, verifySign } from './signing.ts';

/** The gateway PAYMENT_GATEWAY names; secrets come only from the environment (see config.ts). */
export function createPaymentGateway(config: Config): PaymentGateway {
  const payment = config.payment;
  if (payment.gateway === 'epay')
    return new EpayGateway({ url: payment.url, pid: payment.pid, key: payment.key });
  return new SandboxGateway(config.publicUrl, config.sessionSecret);
}
