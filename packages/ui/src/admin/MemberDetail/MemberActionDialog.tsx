import { adminReason } from '@coinsight/domain/api';
import { maxAdjustDays } from '@coinsight/domain/admin';
import { messages } from '@coinsight/domain/messages';
import { useState, type FormEvent } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import { DialogFrame } from '../../primitives/DialogFrame/DialogFrame.tsx';
import { Notice } from '../../primitives/Notice/Notice.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import * as panel from '../shared/adminPanel.css.ts';

export const memberActions = ['adjust', 'freeze', 'unfreeze', 'endSessions'] as const;
export type MemberAction = (typeof memberActions)[number];

export const memberActionLabels: Readonly<Record<MemberAction, string>> = {
  adjust: '调整会员天数',
  freeze: '冻结会员',
  unfreeze: '解冻会员',
  endSessions: '结束全部登录',
};

const explanations: Readonly<Record<MemberAction, string>> = {
  adjust: '正数为增加天数，负数为扣减天数；已过期的会员从现在起算，扣减后最早到现在为止。',
  freeze: '冻结后该会员无法登录，所有已打开的页面会立即退出登录。',
  unfreeze: '解冻后该会员可以重新登录。',
  endSessions: '该会员所有已打开的页面会立即退出登录，可以重新登录。',
};

export interface MemberActionDialogProps {
  /** The action asked for, or null when the dialog is closed. */
  action: MemberAction | null;
  /** The member's phone, named in the heading. */
  phone: string;
  /** Carries the action out; resolves with the confirmation, rejects with the reason to show. */
  onConfirm: (action: MemberAction, input: { days?: number; reason: string }) => Promise<string>;
  /** Called with the confirmation after a success, or with null on 取消. */
  onClose: (confirmation: string | null) => void;
}

function parseDays(text: string): number | null {
  const trimmed = text.trim();
  if (!/^[+-]?\d{1,4}$/.test(trimmed)) return null;
  const days = Number(trimmed);
  return days !== 0 && Math.abs(days) <= maxAdjustDays ? days : null;
}

/** One member action with its required reason (and, to adjust, the days), recorded in the audit log. */
export function MemberActionDialog({ action, phone, onConfirm, onClose }: MemberActionDialogProps) {
  const [days, setDays] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ days?: string; reason?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = (confirmation: string | null) => {
    setDays('');
    setReason('');
    setErrors({});
    setFailure(null);
    onClose(confirmation);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!action) return;
    const parsedDays = action === 'adjust' ? parseDays(days) : undefined;
    const checkedReason = adminReason.safeParse(reason);
    const next = {
      days: parsedDays === null ? messages.admin.adjustDaysInvalid : undefined,
      reason: checkedReason.success ? undefined : checkedReason.error.issues[0]?.message,
    };
    setErrors(next);
    if (next.days || next.reason || !checkedReason.success) return;
    setBusy(true);
    setFailure(null);
    try {
      const text = await onConfirm(action, {
        ...(parsedDays === null || parsedDays === undefined ? {} : { days: parsedDays }),
        reason: checkedReason.data,
      });
      close(text);
    } catch (error) {
      setFailure(
        error instanceof Error && error.message ? error.message : messages.orders.operationFailed,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogFrame
      isOpen={action !== null}
      onClose={() => close(null)}
      role={action === 'freeze' ? 'alertdialog' : 'dialog'}
      title={action ? `${memberActionLabels[action]}：${phone}` : ''}
      message={action ? explanations[action] : undefined}
    >
      <form className={panel.section} onSubmit={(event) => void submit(event)} noValidate>
        {action === 'adjust' ? (
          <TextField
            label="调整天数"
            value={days}
            onChange={setDays}
            inputMode="numeric"
            placeholder="如 30 或 -7"
            error={errors.days ?? null}
            autoFocus
          />
        ) : null}
        <TextField
          label="操作原因"
          value={reason}
          onChange={setReason}
          multiline
          description="必填，最多 200 字，记入操作日志"
          error={errors.reason ?? null}
          autoFocus={action !== 'adjust'}
        />
        <Notice message={failure} />
        <span className={panel.row}>
          <Button
            type="submit"
            variant={action === 'freeze' ? 'danger' : 'primary'}
            isDisabled={busy}
          >
            {busy ? '正在提交…' : '确定'}
          </Button>
          <Button variant="secondary" isDisabled={busy} onPress={() => close(null)}>
            取消
          </Button>
        </span>
      </form>
    </DialogFrame>
  );
}
