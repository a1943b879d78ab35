import { POST_TEXTS } from '../../content/kinds';
import { useLatest } from '../../store/use-latest';
import { HomeSection } from './home-section';
import { HOME_LIMIT } from './kind-section';

export function CatchUpSection() {
  const result = useLatest(HOME_LIMIT);
  return (
    <HomeSection
      id="catch-up"
      title={POST_TEXTS.homeTitle}
      empty={POST_TEXTS.homeEmpty}
      result={result}
      mixed
    />
  );
}
