import { Link } from 'react-aria-components';
import * as styles from './sandboxPayLink.css.ts';

/**
 * With the sandbox gateway no phone app can pay the code, so the page it encodes is offered as a
 * link: opened in a tab of this browser (the buyer's session), its buttons settle the order.
 */
export function SandboxPayLink({ href }: { href: string }) {
  return (
    <p className={styles.note}>
      沙箱模式，无需真实付款：
      <Link className={styles.link} href={href} target="_blank" rel="noopener">
        打开沙箱支付页
      </Link>
    </p>
  );
}
