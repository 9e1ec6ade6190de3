import { FavoriteChartsGrid } from '@coinsight/ui';
import { useFavoriteDesk } from './DeskPage.tsx';

/** The favourite charts' grid on the home page: a VIP's favourites, or the empty notice. */
export function HomeFavoriteGrid({ vip }: { vip: boolean }) {
  const items = useFavoriteDesk(vip);
  return <FavoriteChartsGrid items={vip ? items : []} />;
}
