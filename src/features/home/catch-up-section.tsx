import { KINDS } from '../../content/kinds';
import { useLatest } from '../../store/use-latest';
import { HomeSection } from './home-section';
import { HOME_LIMIT } from '../../content/paging';

export function CatchUpSection() {
  const result = useLatest(HOME_LIMIT);
  return (
    <HomeSection
      id="catch-up"
      title={KINDS.posts.homeTitle}
      empty={KINDS.posts.homeEmpty}
      result={result}
      mixed
    />
  );
}
