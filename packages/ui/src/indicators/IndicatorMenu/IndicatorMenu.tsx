import {
  collapseAll,
  filterMenu,
  isGroupOpen,
  normalizeMenuQuery,
  toggleOpenGroup,
  type OpenGroup,
} from '@coinsight/domain/indicatorMenu';
import { messages } from '@coinsight/domain/messages';
import { useId, useState } from 'react';
import {
  Button as AriaButton,
  Input,
  Label,
  SearchField,
  ToggleButton,
} from 'react-aria-components';
import { Button } from '../../primitives/Button/Button.tsx';
import * as controls from '../private/controls.css.ts';
import * as styles from './IndicatorMenu.css.ts';

/** One entry of the menu: an indicator or a knowledge article. */
export interface IndicatorMenuItem {
  id: number;
  title: string;
}

export interface IndicatorMenuGroup {
  id: number;
  title: string;
  items: readonly IndicatorMenuItem[];
}

/** Where an item sits: 1-based positions (the page's list and unit) and its group id. */
export interface IndicatorMenuPosition {
  list: number;
  unit: number;
  groupId: number;
}

/** The favourites group's own id; menu group ids are positive, so it never collides. */
export const favoritesGroupId = 0;

export interface IndicatorMenuProps {
  /** The menu groups (gettargetall's itemlist or getknowledgeall's knowledgelist). */
  groups: readonly IndicatorMenuGroup[];
  /** The item shown in the chart area. */
  selectedId?: number | null;
  /** Called with the chosen item and its position in `groups`. */
  onSelect: (item: IndicatorMenuItem, position: IndicatorMenuPosition) => void;
  /** Whether a member is logged in: the favourites toggle and collapse-all need it. @default false */
  loggedIn?: boolean;
  /** The member's favourites; undefined hides the favourites toggle (knowledge mode). */
  favorites?: readonly IndicatorMenuItem[];
  /** Group open at first. @default null */
  initialOpenGroup?: number | null;
  /** Heading and landmark name. @default '指标' */
  title?: string;
}

/**
 * Spec 2 §2.1: the left menu of the indicator page. Groups with their counts, one open at a time; a
 * search by title; collapse-all; the favourites group for logged-in members.
 */
export function IndicatorMenu({
  groups,
  selectedId = null,
  onSelect,
  loggedIn = false,
  favorites,
  initialOpenGroup = null,
  title = '指标',
}: IndicatorMenuProps) {
  const headingId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<OpenGroup>(initialOpenGroup);
  const [showFavorites, setShowFavorites] = useState(false);
  const [needsLogin, setNeedsLogin] = useState(false);

  const searching = normalizeMenuQuery(query) !== '';
  const positions = new Map<number, IndicatorMenuPosition>();
  groups.forEach((group, g) =>
    group.items.forEach((item, u) =>
      positions.set(item.id, { list: g + 1, unit: u + 1, groupId: group.id }),
    ),
  );
  const favoritesGroup: IndicatorMenuGroup[] =
    loggedIn && showFavorites && favorites
      ? [{ id: favoritesGroupId, title: '我的收藏', items: favorites }]
      : [];
  const shown = filterMenu([...favoritesGroup, ...groups], query);

  const guarded = (action: () => void) => () => {
    if (!loggedIn) {
      setNeedsLogin(true);
      return;
    }
    setNeedsLogin(false);
    action();
  };

  return (
    <nav className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.searchLabel}>
        {title}
      </h2>
      <SearchField className={styles.search} value={query} onChange={setQuery}>
        <Label className={styles.searchLabel}>搜索{title}</Label>
        <Input className={styles.searchInput} placeholder="输入标题搜索" />
      </SearchField>
      <div className={styles.tools}>
        <Button variant="secondary" onPress={guarded(() => setOpen(collapseAll()))}>
          全部收起
        </Button>
        {favorites !== undefined && (
          <ToggleButton
            className={controls.toggle}
            isSelected={loggedIn && showFavorites}
            onChange={(selected) => {
              if (!loggedIn) {
                setNeedsLogin(true);
                return;
              }
              setNeedsLogin(false);
              setShowFavorites(selected);
              if (selected) setOpen(favoritesGroupId);
            }}
          >
            我的收藏
          </ToggleButton>
        )}
      </div>
      {needsLogin && (
        <p className={styles.notice} role="alert">
          {messages.indicators.favoritesNeedLogin}
        </p>
      )}
      {shown.length === 0 ? (
        <p className={styles.empty} role="status">
          {`没有找到相关${title}`}
        </p>
      ) : (
        <ul className={styles.groups}>
          {shown.map((group) => {
            const expanded = isGroupOpen(open, group.id, searching);
            const listId = `${headingId}-group-${group.id}`;
            return (
              <li key={group.id}>
                <AriaButton
                  className={styles.groupHeader}
                  aria-expanded={expanded}
                  aria-controls={expanded ? listId : undefined}
                  onPress={() => setOpen((current) => toggleOpenGroup(current, group.id))}
                >
                  <span>{group.title}</span>
                  <span className={styles.count} aria-label={`${group.items.length} 项`}>
                    {group.items.length}
                  </span>
                </AriaButton>
                {expanded && (
                  <ul id={listId} className={styles.items} aria-label={group.title}>
                    {group.items.map((item) => {
                      const position = positions.get(item.id);
                      return (
                        <li key={item.id}>
                          <AriaButton
                            className={styles.item}
                            aria-current={item.id === selectedId ? 'true' : undefined}
                            isDisabled={!position}
                            onPress={() => position && onSelect(item, position)}
                          >
                            {item.title}
                          </AriaButton>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
