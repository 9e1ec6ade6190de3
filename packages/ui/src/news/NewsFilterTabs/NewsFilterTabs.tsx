import { newsFilterLabels, newsFilters, type NewsFilter } from '@coinsight/domain/news';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import * as styles from './NewsFilterTabs.css.ts';

export interface NewsFilterTabsProps {
  /** The filter shown. */
  value: NewsFilter;
  onChange: (filter: NewsFilter) => void;
}

/** Spec 2 §2.2: 全部 / 资讯 / 大事件 over the news list. */
export function NewsFilterTabs({ value, onChange }: NewsFilterTabsProps) {
  return (
    <ToggleButtonGroup
      className={styles.root}
      aria-label="新闻筛选"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys) => {
        const [next] = [...keys];
        if (next !== undefined && next !== value) onChange(next as NewsFilter);
      }}
    >
      {newsFilters.map((filter) => (
        <ToggleButton key={filter} id={filter} className={styles.tab}>
          {newsFilterLabels[filter]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
