import { ImageUploadForm } from '@coinsight/ui';
import { useEffect, useState } from 'react';
import { call } from '../../api/client.ts';
import { loadMenu, uploadThumbnail } from './indicatorData.ts';
import * as styles from './IndicatorPage.css.ts';

/** /picupdate (admin): uploads an indicator's free thumbnail through upload_private. */
export function PicUpdatePage() {
  const [targets, setTargets] = useState<{ id: number; title: string }[] | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    loadMenu(call, 'indicator', abort.signal).then(
      (groups) =>
        setTargets(
          groups.flatMap((group) =>
            group.items.map((item) => ({ id: item.id, title: `${group.title} · ${item.title}` })),
          ),
        ),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.warn('menu failed', error);
        setTargets([]);
      },
    );
    return () => abort.abort();
  }, []);

  return (
    <div className={styles.bare}>
      {targets === null ? (
        <p className={styles.note} role="status">
          正在加载…
        </p>
      ) : (
        <ImageUploadForm
          targets={targets}
          onUpload={async (image, targetId) => {
            await uploadThumbnail(call, image, targetId);
          }}
        />
      )}
    </div>
  );
}
