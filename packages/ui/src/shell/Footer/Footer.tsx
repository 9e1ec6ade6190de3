import { Link } from 'react-aria-components';
import * as styles from './Footer.css.ts';

export const defaultFiling = 'ICP备案号：待备案';
export const complaintsHref = 'mailto:complaints@coinsight.example';
export const agreementHref = '/agreement';

export interface FooterProps {
  /** The ICP filing line. @default 'ICP备案号：待备案' */
  filing?: string;
}

export function Footer({ filing = defaultFiling }: FooterProps) {
  return (
    <footer className={styles.root}>
      <nav className={styles.links} aria-label="页脚">
        <Link className={styles.link} href={complaintsHref}>
          投诉建议
        </Link>
        <Link className={styles.link} href={agreementHref}>
          用户协议
        </Link>
      </nav>
      <p className={styles.line}>币见 © 2026 · 仅供信息参考，不构成投资建议</p>
      <p className={styles.line}>{filing}</p>
    </footer>
  );
}
