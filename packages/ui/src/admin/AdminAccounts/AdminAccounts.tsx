import { adminRoleLabels, adminRoles, type AdminRole } from '@coinsight/domain/admin';
import { createAdmin, type AdminAccount } from '@coinsight/domain/api';
import { beijingDateTime } from '@coinsight/domain/time';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import { ListScreen } from '../../primitives/ListScreen/ListScreen.tsx';
import * as list from '../../primitives/ListScreen/ListScreen.css.ts';
import { LoadState } from '../../primitives/LoadState/LoadState.tsx';
import { Notice } from '../../primitives/Notice/Notice.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import * as panel from '../shared/adminPanel.css.ts';
import * as styles from '../MemberSearch/MemberSearch.css.ts';

export interface NewAdmin {
  username: string;
  password: string;
  role: AdminRole;
}

export interface AdminAccountsProps {
  admins: readonly AdminAccount[];
  /** The logged-in admin, whose own role cannot be changed here. */
  meId: number;
  /** Resolves with the confirmation, rejects with the reason to show. */
  onCreate: (admin: NewAdmin) => Promise<string>;
  onChangeRole: (admin: AdminAccount, role: AdminRole) => Promise<string>;
  /** @default 'ready' */
  state?: 'ready' | 'loading' | 'error';
  /** @default 管理员列表加载失败，请稍后重试 */
  errorText?: string;
  onRetry?: () => void;
}

type Answer = { text: string; ok: boolean } | null;
const failed = (error: unknown) =>
  error instanceof Error && error.message ? error.message : '操作失败，请重试';

/** 管理员与角色 (超级管理员 only): every admin account, its role changed in place, a new one created. */
export function AdminAccounts({
  admins,
  meId,
  onCreate,
  onChangeRole,
  state = 'ready',
  errorText = '管理员列表加载失败，请稍后重试',
  onRetry,
}: AdminAccountsProps) {
  const id = useId();
  const [answer, setAnswer] = useState<Answer>(null);
  const [busy, setBusy] = useState(false);
  const [draft, setDraft] = useState<NewAdmin>({ username: '', password: '', role: 'operator' });
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    setAnswer(null);
    try {
      setAnswer({ text: await work(), ok: true });
      return true;
    } catch (error) {
      setAnswer({ text: failed(error), ok: false });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const checked = createAdmin.body.safeParse(draft);
    if (!checked.success) {
      const byField = Object.fromEntries(
        checked.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
      );
      setErrors({ username: byField.username, password: byField.password });
      return;
    }
    setErrors({});
    if (await run(() => onCreate(checked.data)))
      setDraft({ username: '', password: '', role: 'operator' });
  };

  return (
    <ListScreen title="管理员与角色">
      <p className={panel.muted}>
        运营：可编辑文档、指标目录，查看会员、统计和操作日志；超级管理员：另可调整会员、处理退款和管理管理员。
      </p>
      <Notice message={answer?.text ?? null} tone={answer?.ok ? 'success' : 'error'} />
      <LoadState
        state={state}
        loadingText="管理员列表加载中…"
        errorText={errorText}
        onRetry={onRetry}
      >
        <ul className={styles.results} aria-label="管理员列表">
          {admins.map((admin) => (
            <li key={admin.id} className={styles.result}>
              <span className={styles.who}>
                <span className={styles.phone}>
                  {admin.username}
                  {admin.id === meId ? <span className={styles.badge}>当前账号</span> : null}
                </span>
                <span className={styles.meta}>
                  创建于 {admin.created_at ? beijingDateTime(admin.created_at, 'minute') : '—'} ·
                  最近登录 {admin.last_login ? beijingDateTime(admin.last_login, 'minute') : '—'}
                </span>
              </span>
              <span className={list.field}>
                <label className={list.label} htmlFor={`${id}-role-${admin.id}`}>
                  {admin.username} 的角色
                </label>
                <select
                  id={`${id}-role-${admin.id}`}
                  className={list.input}
                  value={admin.role}
                  disabled={busy || admin.id === meId}
                  onChange={(event) =>
                    void run(() => onChangeRole(admin, event.target.value as AdminRole))
                  }
                >
                  {adminRoles.map((role) => (
                    <option key={role} value={role}>
                      {adminRoleLabels[role]}
                    </option>
                  ))}
                </select>
              </span>
            </li>
          ))}
        </ul>
      </LoadState>
      <form
        className={panel.section}
        aria-labelledby={`${id}-new`}
        onSubmit={(e) => void create(e)}
        noValidate
      >
        <h3 id={`${id}-new`} className={panel.subheading}>
          新建管理员
        </h3>
        <TextField
          label="管理员账号"
          value={draft.username}
          onChange={(username) => setDraft({ ...draft, username })}
          autoComplete="off"
          error={errors.username ?? null}
        />
        <TextField
          label="初始密码"
          type="password"
          value={draft.password}
          onChange={(password) => setDraft({ ...draft, password })}
          autoComplete="new-password"
          description="至少 12 位，同时包含大小写字母、数字和符号"
          error={errors.password ?? null}
        />
        <span className={list.field}>
          <label className={list.label} htmlFor={`${id}-new-role`}>
            角色
          </label>
          <select
            id={`${id}-new-role`}
            className={list.input}
            value={draft.role}
            onChange={(event) => setDraft({ ...draft, role: event.target.value as AdminRole })}
          >
            {adminRoles.map((role) => (
              <option key={role} value={role}>
                {adminRoleLabels[role]}
              </option>
            ))}
          </select>
        </span>
        <span className={panel.row}>
          <Button type="submit" isDisabled={busy}>
            创建管理员
          </Button>
        </span>
      </form>
    </ListScreen>
  );
}
