import {
  membershipHistoryKinds,
  orderStatusLabels,
  type MemberOrder,
  type MemberPage,
  type MembershipEvent,
} from '@coinsight/domain/api';
import { beijingDateTime } from '@coinsight/domain/time';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import { DataTable, dataTableColumns } from '../../primitives/DataTable/DataTable.tsx';
import * as list from '../../primitives/ListScreen/ListScreen.css.ts';
import { LoadState } from '../../primitives/LoadState/LoadState.tsx';
import { Notice } from '../../primitives/Notice/Notice.tsx';
import * as panel from '../shared/adminPanel.css.ts';
import { accountText, vipText } from '../shared/memberStatus.ts';
import { StackedCell } from '../shared/stackedCell.tsx';
import * as stackedTable from '../shared/stackedTable.css.ts';
import {
  MemberActionDialog,
  memberActionLabels,
  type MemberAction,
} from './MemberActionDialog.tsx';

export interface MemberDetailProps {
  /** The member's page; null until it has loaded. */
  page: MemberPage | null;
  /** @default 'ready' */
  state?: 'ready' | 'loading' | 'error';
  /** @default 会员信息加载失败，请稍后重试 */
  errorText?: string;
  onRetry?: () => void;
  /** The admin's role may change memberships (超级管理员); an 运营 only reads. */
  canChange: boolean;
  /** Carries an action out; resolves with the confirmation, rejects with the reason to show. */
  onAction: (action: MemberAction, input: { days?: number; reason: string }) => Promise<string>;
  /** Opens another member's page (the inviter, an invitee). */
  onOpenMember: (id: number) => void;
  /** 返回搜索结果. */
  onBack: () => void;
}

const when = (instant: string | null) => (instant ? beijingDateTime(instant, 'minute') : '—');

const orderColumn = dataTableColumns<MemberOrder>();
const orderColumns = orderColumn.columns([
  orderColumn.accessor('out_trade_no', {
    header: '订单号',
    cell: (info) => (
      <StackedCell label="订单号">
        <span className={list.mono}>{info.getValue()}</span>
      </StackedCell>
    ),
  }),
  orderColumn.accessor('title', {
    header: '套餐',
    cell: (info) => (
      <StackedCell label="套餐">
        {info.getValue()}（{info.row.original.days} 天）
      </StackedCell>
    ),
  }),
  orderColumn.accessor('total', {
    header: '金额',
    cell: (info) => (
      <StackedCell label="金额">
        <span className={list.mono}>
          ¥{info.getValue()}
          {Number(info.row.original.refunded) > 0 ? `（已退 ¥${info.row.original.refunded}）` : ''}
        </span>
      </StackedCell>
    ),
  }),
  orderColumn.accessor('status', {
    header: '状态',
    cell: (info) => <StackedCell label="状态">{orderStatusLabels[info.getValue()]}</StackedCell>,
  }),
  orderColumn.accessor('created_at', {
    header: '下单时间',
    cell: (info) => <StackedCell label="下单时间">{when(info.getValue())}</StackedCell>,
  }),
  orderColumn.accessor('paid_at', {
    header: '支付时间',
    cell: (info) => <StackedCell label="支付时间">{when(info.getValue())}</StackedCell>,
  }),
]);

const historyColumn = dataTableColumns<MembershipEvent>();
const historyColumns = historyColumn.columns([
  historyColumn.accessor('at', {
    header: '时间',
    cell: (info) => <StackedCell label="时间">{when(info.getValue())}</StackedCell>,
  }),
  historyColumn.accessor('kind', {
    header: '类型',
    cell: (info) => (
      <StackedCell label="类型">{membershipHistoryKinds[info.getValue()]}</StackedCell>
    ),
  }),
  historyColumn.accessor('days', {
    header: '天数',
    cell: (info) => (
      <StackedCell label="天数">
        {info.getValue() > 0 ? `+${info.getValue()}` : info.getValue()} 天
      </StackedCell>
    ),
  }),
  historyColumn.display({
    id: 'expiry',
    header: '到期时间变化',
    cell: (info) => (
      <StackedCell label="到期时间">
        {when(info.row.original.expiry_before)} → {when(info.row.original.expiry_after)}
      </StackedCell>
    ),
  }),
  historyColumn.accessor('reason', {
    header: '原因',
    cell: (info) => <StackedCell label="原因">{info.getValue() ?? '—'}</StackedCell>,
  }),
  historyColumn.display({
    id: 'by',
    header: '操作人 / 订单',
    cell: (info) => (
      <StackedCell label="操作人">
        <span className={list.mono}>
          {info.row.original.admin ?? info.row.original.out_trade_no ?? '—'}
        </span>
      </StackedCell>
    ),
  }),
]);

/**
 * A member's page in 用户管理: registration, inviter, invitees, orders, membership history and the
 * last logins; a 超级管理员 adjusts days, freezes or unfreezes and ends sessions, each with a reason.
 */
export function MemberDetail({
  page,
  state = 'ready',
  errorText = '会员信息加载失败，请稍后重试',
  onRetry,
  ...rest
}: MemberDetailProps) {
  if (state === 'ready' && page) return <MemberPageView page={page} {...rest} />;
  return (
    <section className={panel.section} aria-label="会员信息">
      <span className={panel.row}>
        <Button variant="ghost" onPress={rest.onBack}>
          ← 返回搜索结果
        </Button>
      </span>
      <LoadState
        state={state === 'ready' ? 'loading' : state}
        loadingText="会员信息加载中…"
        errorText={errorText}
        onRetry={onRetry}
      >
        {null}
      </LoadState>
    </section>
  );
}

function MemberPageView({
  page,
  canChange,
  onAction,
  onOpenMember,
  onBack,
}: Omit<MemberDetailProps, 'page' | 'state' | 'errorText' | 'onRetry'> & { page: MemberPage }) {
  const id = useId();
  const [action, setAction] = useState<MemberAction | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const { member } = page;
  const actions = useMemo<MemberAction[]>(
    () => ['adjust', member.frozen_at ? 'unfreeze' : 'freeze', 'endSessions'],
    [member.frozen_at],
  );
  const facts: [string, string][] = [
    ['手机号', member.phone],
    ['邀请码', member.invite_code],
    ['注册时间', when(member.registered_at)],
    ['会员状态', vipText(member)],
    ['账号状态', accountText(member)],
    ['找回邮箱', page.email ?? '未绑定'],
    ['最近登录', when(member.last_login)],
    ['在线会话', `${page.open_sessions} 个`],
  ];

  return (
    <section className={panel.section} aria-labelledby={`${id}-title`}>
      <span className={panel.row}>
        <Button variant="ghost" onPress={onBack}>
          ← 返回搜索结果
        </Button>
      </span>
      <h2 id={`${id}-title`} className={list.heading}>
        会员 {member.phone}
      </h2>
      <Notice message={confirmation} tone="success" />
      {canChange ? (
        <span className={panel.row} role="group" aria-label="会员操作">
          {actions.map((a) => (
            <Button
              key={a}
              variant={a === 'freeze' ? 'danger' : 'secondary'}
              onPress={() => {
                setConfirmation(null);
                setAction(a);
              }}
            >
              {memberActionLabels[a]}
            </Button>
          ))}
        </span>
      ) : (
        <p className={panel.muted}>
          当前角色为运营，只能查看会员；调整天数、冻结和结束登录需要超级管理员。
        </p>
      )}
      <div role="group" aria-label="会员信息">
        <dl className={panel.facts}>
          {facts.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt className={panel.factLabel}>{label}</dt>
              <dd className={panel.factValue}>{value}</dd>
            </div>
          ))}
          <dt className={panel.factLabel}>邀请人</dt>
          <dd className={panel.factValue}>
            {page.inviter ? (
              <Button variant="ghost" onPress={() => onOpenMember(page.inviter?.id ?? 0)}>
                {page.inviter.phone}
              </Button>
            ) : (
              '无'
            )}
          </dd>
        </dl>
      </div>

      <section className={panel.section} aria-labelledby={`${id}-invitees`}>
        <h3 id={`${id}-invitees`} className={panel.subheading}>
          邀请的会员（{page.invitees.length}）
        </h3>
        {page.invitees.length === 0 ? (
          <p className={panel.muted}>暂无邀请的会员</p>
        ) : (
          <ul className={panel.row} aria-label="邀请的会员">
            {page.invitees.map((invitee) => (
              <li key={invitee.id} style={{ listStyle: 'none' }}>
                <Button variant="ghost" onPress={() => onOpenMember(invitee.id)}>
                  {invitee.phone}（{when(invitee.registered_at)}）
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={panel.section} aria-labelledby={`${id}-orders`}>
        <h3 id={`${id}-orders`} className={panel.subheading}>
          订单
        </h3>
        <div className={stackedTable.stacked}>
          <DataTable
            columns={orderColumns}
            rows={page.orders}
            getRowId={(order) => order.out_trade_no}
            label="会员订单"
            emptyText="暂无订单"
          />
        </div>
      </section>

      <section className={panel.section} aria-labelledby={`${id}-history`}>
        <h3 id={`${id}-history`} className={panel.subheading}>
          会员变动记录
        </h3>
        <div className={stackedTable.stacked}>
          <DataTable
            columns={historyColumns}
            rows={page.membership_history}
            getRowId={(event) => `${event.at}-${event.kind}-${event.out_trade_no ?? ''}`}
            label="会员变动明细"
            emptyText="暂无会员变动"
          />
        </div>
      </section>

      <section className={panel.section} aria-labelledby={`${id}-logins`}>
        <h3 id={`${id}-logins`} className={panel.subheading}>
          最近登录（北京时间）
        </h3>
        {page.logins.length === 0 ? (
          <p className={panel.muted}>暂无登录记录</p>
        ) : (
          <ol className={panel.section} aria-label="最近登录">
            {page.logins.map((login) => (
              <li key={login.at}>
                {when(login.at)} 登录，最近活动 {when(login.last_seen_at)}，
                {login.ended_at ? `${when(login.ended_at)} 结束` : '仍在线'}
              </li>
            ))}
          </ol>
        )}
      </section>

      <MemberActionDialog
        action={action}
        phone={member.phone}
        onConfirm={onAction}
        onClose={(text) => {
          setAction(null);
          if (text) setConfirmation(text);
        }}
      />
    </section>
  );
}
