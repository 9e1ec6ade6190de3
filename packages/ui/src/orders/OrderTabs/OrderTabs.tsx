import { orderTabIds, orderTabLabel, type OrderTabId } from '@coinsight/domain/orders';
import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import * as styles from './OrderTabs.css.ts';

export interface OrderTabsProps {
  /** The tab shown. */
  selected: OrderTabId;
  onSelect: (tab: OrderTabId) => void;
  /** How many orders each tab holds; counts are left out when not given. */
  counts?: Partial<Record<OrderTabId, number>>;
  /** The selected tab's content (the list of its orders). */
  children: ReactNode;
}

/** Spec 2 §2.8: 全部订单 / 待付款 / 售后 / 待审核, each with its order count. */
export function OrderTabs({ selected, onSelect, counts, children }: OrderTabsProps) {
  return (
    <Tabs
      className={styles.root}
      selectedKey={selected}
      onSelectionChange={(key) => onSelect(key as OrderTabId)}
    >
      <TabList className={styles.list} aria-label="订单状态">
        {orderTabIds.map((tab) => (
          <Tab key={tab} id={tab} className={styles.tab}>
            {orderTabLabel(tab)}
            {counts?.[tab] !== undefined ? (
              <span className={styles.count}>({counts[tab]})</span>
            ) : null}
          </Tab>
        ))}
      </TabList>
      {orderTabIds.map((tab) => (
        <TabPanel key={tab} id={tab} className={styles.panel}>
          {children}
        </TabPanel>
      ))}
    </Tabs>
  );
}
