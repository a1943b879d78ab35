import { KINDS, type KindKey } from '../../content/kinds';
import { HOME_LIMIT } from '../../content/paging';
import { useList } from '../../store/use-list';
import { HomeSection } from './home-section';

export function KindSection({ kind: key }: { kind: KindKey }) {
  const kind = KINDS[key];
  const result = useList(key, HOME_LIMIT);
  return (
    <HomeSection
      id={`latest-${key}`}
      title={kind.homeTitle}
      empty={kind.homeEmpty}
      result={result}
      viewAll={{ href: kind.path, label: `View All ${kind.listTitle}` }}
      belowFold
    />
  );
}
