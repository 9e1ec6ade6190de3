import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button.tsx';
import * as styles from './Navbar.css.ts';

export interface NavbarMenuProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The section links, each closing the menu when pressed. */
  links: ReactNode;
  /** 登录/注册, or the member's name and 退出登录. */
  account: ReactNode;
}

/**
 * The mobile navbar's full-screen menu. A module of its own, loaded the first time the menu opens:
 * the modal machinery (focus trap, scroll lock, overlays) then stays out of every page's first load.
 */
export function NavbarMenu({ isOpen, onOpenChange, links, account }: NavbarMenuProps) {
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
    >
      <Modal className={styles.menu}>
        <Dialog className={styles.menuDialog} aria-label="菜单">
          <div className={styles.menuHeader}>
            <span className={styles.logo}>币见</span>
            <Button variant="ghost" aria-label="关闭菜单" onPress={() => onOpenChange(false)}>
              <span aria-hidden="true">✕</span>
            </Button>
          </div>
          <nav aria-label="主导航">
            <ul className={styles.menuLinks}>{links}</ul>
          </nav>
          <div className={styles.menuAccount}>{account}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
