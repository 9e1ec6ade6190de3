import { documentKindLabels } from '@coinsight/domain/documents';
import { Button } from '@coinsight/ui';
import { useMemo, useState } from 'react';
import { call as siteCall, type Call } from '../../../api/client.ts';
import { AnalysisWorkspace } from './AnalysisWorkspace.tsx';
import { documentsApi } from './documentsApi.ts';
import { DocumentsWorkspace } from './DocumentsWorkspace.tsx';
import * as styles from './DocumentsSection.css.ts';

const kinds = ['news', 'knowledge', 'analysis'] as const;
type Kind = (typeof kinds)[number];

const kindLabels: Readonly<Record<Kind, string>> = {
  ...documentKindLabels,
  analysis: '每日分析',
};

/**
 * The dashboard's 文档 (issue 17): news items, knowledge articles and daily analyses, each
 * created or corrected, previewed, published and taken down by either admin role.
 */
export function DocumentsSection({ call = siteCall }: { call?: Call }) {
  const [kind, setKind] = useState<Kind>('news');
  const api = useMemo(() => documentsApi(call), [call]);
  return (
    <div className={styles.root}>
      <div className={styles.kinds} role="group" aria-label="文档类型">
        {kinds.map((k) => (
          <Button
            key={k}
            variant={k === kind ? 'primary' : 'secondary'}
            aria-pressed={k === kind}
            onPress={() => setKind(k)}
          >
            {kindLabels[k]}
          </Button>
        ))}
      </div>
      {kind === 'analysis' ? (
        <AnalysisWorkspace call={call} />
      ) : (
        <DocumentsWorkspace key={kind} kind={kind} api={api} />
      )}
    </div>
  );
}
