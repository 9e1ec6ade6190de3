import { Button } from '../../primitives/Button/Button.tsx';
import { DialogFrame } from '../../primitives/DialogFrame/DialogFrame.tsx';

export interface VipOverlayProps {
  isOpen: boolean;
  /** 购买会员: go to the membership page. */
  onBuy: () => void;
  /** 暂不需要 (or Escape): close the overlay. */
  onClose: () => void;
}

/** Spec 2 §2.2: a member without VIP asked for more news; buy membership, or not now. */
export function VipOverlay({ isOpen, onBuy, onClose }: VipOverlayProps) {
  return (
    <DialogFrame
      isOpen={isOpen}
      onClose={onClose}
      role="alertdialog"
      title="开通会员查看更多新闻"
      message="非会员每天只能浏览当日的前 10 条新闻。开通会员后可无限加载新闻，并查看新闻详情与 AI 解读。"
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            暂不需要
          </Button>
          <Button onPress={onBuy} autoFocus>
            购买会员
          </Button>
        </>
      }
    />
  );
}
