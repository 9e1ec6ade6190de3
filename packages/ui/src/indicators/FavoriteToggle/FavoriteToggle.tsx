import { favoriteCall, favoriteDebounceMs } from '@coinsight/domain/indicatorMenu';
import { useEffect, useRef, useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import * as styles from '../private/controls.css.ts';

export interface FavoriteToggleProps {
  /** Whether the indicator is a favourite on the server. */
  isFavorite: boolean;
  /** Called once presses settle (100 ms after the last) with the wanted state, only when it differs from isFavorite. */
  onChange: (favorite: boolean) => void;
  /** Disables the star (no member logged in, the state still loading). @default false */
  isDisabled?: boolean;
  /** Wait after the last press before calling onChange. @default 100 */
  debounceMs?: number;
}

/** The star beside a chart: quick repeated presses settle into one call. */
export function FavoriteToggle({
  isFavorite,
  onChange,
  isDisabled = false,
  debounceMs = favoriteDebounceMs,
}: FavoriteToggleProps) {
  const [wanted, setWanted] = useState(isFavorite);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ isFavorite, onChange });
  latest.current = { isFavorite, onChange };

  useEffect(() => setWanted(isFavorite), [isFavorite]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const press = (selected: boolean) => {
    setWanted(selected);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      const call = favoriteCall(selected, latest.current.isFavorite);
      if (call) latest.current.onChange(call === 'add');
    }, debounceMs);
  };

  return (
    <ToggleButton
      className={styles.toggle}
      isSelected={wanted}
      isDisabled={isDisabled}
      onChange={press}
    >
      <span aria-hidden="true">{wanted ? '★' : '☆'}</span>
      收藏
    </ToggleButton>
  );
}
