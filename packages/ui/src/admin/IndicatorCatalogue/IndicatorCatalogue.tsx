import type { CatalogueGroup, CatalogueItem } from '@coinsight/domain/api';
import { beijingDateTime } from '@coinsight/domain/time';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import { ListScreen } from '../../primitives/ListScreen/ListScreen.tsx';
import * as list from '../../primitives/ListScreen/ListScreen.css.ts';
import { LoadState } from '../../primitives/LoadState/LoadState.tsx';
import { Notice } from '../../primitives/Notice/Notice.tsx';
import { ImageUploadForm } from '../../indicators/ImageUploadForm/ImageUploadForm.tsx';
import * as panel from '../shared/adminPanel.css.ts';
import * as styles from './IndicatorCatalogue.css.ts';

export interface IndicatorCatalogueProps {
  /** The menu's groups and items, in menu order. */
  groups: readonly CatalogueGroup[];
  /** Resolves with the confirmation, rejects with the reason to show. */
  onRename: (item: CatalogueItem, title: string) => Promise<string>;
  /** The group's every item id in the new order. */
  onReorder: (group: CatalogueGroup, itemIds: number[]) => Promise<string>;
  /** upload_private (what /picupdate did): resolves once stored. */
  onUpload: (image: File, itemId: number) => Promise<void>;
  /** @default 'ready' */
  state?: 'ready' | 'loading' | 'error';
  /** @default 指标目录加载失败，请稍后重试 */
  errorText?: string;
  onRetry?: () => void;
}

type Answer = { text: string; ok: boolean } | null;

function moved(ids: number[], index: number, by: -1 | 1): number[] {
  const next = [...ids];
  const [id] = next.splice(index, 1);
  if (id !== undefined) next.splice(index + by, 0, id);
  return next;
}

function ItemRow({
  item,
  index,
  count,
  busy,
  onRename,
  onMove,
}: {
  item: CatalogueItem;
  index: number;
  count: number;
  busy: boolean;
  onRename: (title: string) => void;
  onMove: (by: -1 | 1) => void;
}) {
  const id = useId();
  const [title, setTitle] = useState(item.title);
  return (
    <li className={styles.item}>
      {item.thumbnail ? (
        <img className={styles.thumb} src={item.thumbnail} alt={`${item.title} 的免费缩略图`} />
      ) : (
        <span className={styles.thumb}>无缩略图</span>
      )}
      <span className={styles.editor}>
        <span className={`${list.field} ${styles.titleInput}`}>
          <label className={list.label} htmlFor={`${id}-title`}>
            第 {index + 1} 位标题
          </label>
          <input
            id={`${id}-title`}
            className={list.input}
            value={title}
            maxLength={64}
            onChange={(event) => setTitle(event.target.value)}
          />
        </span>
        <Button
          variant="secondary"
          aria-label={`保存标题 ${item.title}`}
          isDisabled={busy || title.trim() === item.title}
          onPress={() => onRename(title)}
        >
          保存
        </Button>
        <Button
          variant="ghost"
          aria-label={`上移 ${item.title}`}
          isDisabled={busy || index === 0}
          onPress={() => onMove(-1)}
        >
          上移
        </Button>
        <Button
          variant="ghost"
          aria-label={`下移 ${item.title}`}
          isDisabled={busy || index === count - 1}
          onPress={() => onMove(1)}
        >
          下移
        </Button>
        {item.thumbnail_updated_at ? (
          <span className={panel.muted}>
            缩略图更新于 {beijingDateTime(item.thumbnail_updated_at, 'minute')}
          </span>
        ) : null}
      </span>
    </li>
  );
}

/** 图表: the indicator menu's titles and order, and each indicator's free thumbnail. */
export function IndicatorCatalogue({
  groups,
  onRename,
  onReorder,
  onUpload,
  state = 'ready',
  errorText = '指标目录加载失败，请稍后重试',
  onRetry,
}: IndicatorCatalogueProps) {
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer>(null);
  const targets = useMemo(
    () =>
      groups
        .filter((group) => group.mode === 'indicator')
        .flatMap((group) =>
          group.items.map((item) => ({ id: item.id, title: `${group.title} · ${item.title}` })),
        ),
    [groups],
  );

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    setAnswer(null);
    try {
      setAnswer({ text: await work(), ok: true });
    } catch (error) {
      setAnswer({
        text: error instanceof Error && error.message ? error.message : '操作失败，请重试',
        ok: false,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ListScreen title="指标目录">
      <Notice message={answer?.text ?? null} tone={answer?.ok ? 'success' : 'error'} />
      <LoadState
        state={state}
        loadingText="指标目录加载中…"
        errorText={errorText}
        onRetry={onRetry}
      >
        {groups.length === 0 ? (
          <p className={list.empty}>暂无指标</p>
        ) : (
          <ul className={styles.groups}>
            {groups.map((group) => (
              <li key={group.id} className={panel.section}>
                <h3 className={panel.subheading}>
                  {group.title}（{group.mode === 'indicator' ? '指标' : '知识'}）
                </h3>
                <ol className={styles.items} aria-label={`${group.title} 的指标`}>
                  {group.items.map((item, index) => (
                    <ItemRow
                      key={`${item.id}-${item.title}`}
                      item={item}
                      index={index}
                      count={group.items.length}
                      busy={busy}
                      onRename={(title) => void run(() => onRename(item, title.trim()))}
                      onMove={(by) =>
                        void run(() =>
                          onReorder(
                            group,
                            moved(
                              group.items.map((i) => i.id),
                              index,
                              by,
                            ),
                          ),
                        )
                      }
                    />
                  ))}
                </ol>
              </li>
            ))}
          </ul>
        )}
        {targets.length > 0 ? (
          <ImageUploadForm targets={targets} onUpload={onUpload} title="上传免费缩略图" />
        ) : null}
      </LoadState>
    </ListScreen>
  );
}
