import { lazy, type ComponentType, type ReactNode } from 'react';
import { Route, Switch, type Path } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { KIND_ORDER, POST_TEXTS } from '../content/kinds';
import { segmentToSlug } from '../shared/page-paths';

/**
 * One chunk per page; the shell and the first paint never wait for the other pages' code. `preload`
 * starts the same import early (main.tsx, while the saved copy loads). A chunk already loaded when the
 * page first renders is handed to React.lazy as an already-settled thenable: lazy then renders it at
 * once instead of suspending, and React's ~300 ms throttle on revealing suspended content never
 * applies (it was most of an offline open). A failed import is forgotten so a later render can retry.
 */
type Loaded<P> = { default: ComponentType<P> };

const page = <P extends object>(load: () => Promise<ComponentType<P>>) => {
  let loaded: Loaded<P> | undefined;
  let loading: Promise<Loaded<P>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = { default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const settled = (module: Loaded<P>) =>
    ({ then: (resolve: (m: Loaded<P>) => void) => resolve(module) }) as unknown as Promise<
      Loaded<P>
    >;
  return Object.assign(
    lazy(() => (loaded ? settled(loaded) : start())),
    { preload: start },
  );
};

const HomePage = page(() => import('../features/home/home-page').then((m) => m.HomePage));
const ListPage = page(() => import('../features/articles/list-page').then((m) => m.ListPage));
const DetailPage = page(() => import('../features/articles/detail-page').then((m) => m.DetailPage));
const PostPage = page(() => import('../features/posts/post-page').then((m) => m.PostPage));
const PodcastPage = page(() =>
  import('../features/podcast/podcast-page').then((m) => m.PodcastPage),
);
const MerchPage = page(() => import('../features/merch/merch-page').then((m) => m.MerchPage));
const AboutPage = page(() => import('../features/about/about-page').then((m) => m.AboutPage));
const UnsubscribePage = page(() =>
  import('../features/unsubscribe/unsubscribe-page').then((m) => m.UnsubscribePage),
);
const LibraryPage = page(() =>
  import('../features/library/library-page').then((m) => m.LibraryPage),
);
const PreviewStartPage = page(() =>
  import('../features/preview/preview-start-page').then((m) => m.PreviewStartPage),
);
const SearchPage = page(() => import('../features/search/search-page').then((m) => m.SearchPage));
const NotFoundPage = page(() =>
  import('../features/not-found/not-found-page').then((m) => m.NotFoundPage),
);

/**
 * Starts loading the page chunk a path will render (the routes below, in the same order); resolves
 * when it is there or failed, never rejects.
 */
export function preloadRoute(path: string): Promise<void> {
  const [first, second] = path.split('/').filter(Boolean);
  let target: { preload: () => Promise<unknown> } | null = null;
  if (!first) target = HomePage;
  else if ((KIND_ORDER as readonly string[]).includes(first))
    target = second ? DetailPage : ListPage;
  else if (`/${first}` === POST_TEXTS.path && second) target = PostPage;
  else if (first === 'saved' && !second) target = LibraryPage;
  else if (first === 'search' && !second) target = SearchPage;
  return target
    ? target.preload().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

/**
 * The location as the browser (or the prerender) spells it, percent-escapes intact. wouter runs every
 * path through decodeURI before matching; with each `%` written as `%25` that decoding gives back the
 * raw path, so a slug is decoded exactly once, below: `/news/%252e%252e` is the slug `%2e%2e`, and
 * `/news/a%2Fb` one segment, the slug `a/b`.
 */
export function useRawLocation(
  options: { ssrPath?: Path } = {},
): ReturnType<typeof useBrowserLocation> {
  const [path, navigate] = useBrowserLocation(options);
  return [path.replace(/%/g, '%25'), navigate];
}

/** The page of one slug, or the not-found page when its escape is malformed. */
function slugRoute(raw: string | undefined, render: (slug: string) => ReactNode): ReactNode {
  const slug = segmentToSlug(raw ?? '');
  return slug === null ? <NotFoundPage /> : render(slug);
}

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      {KIND_ORDER.flatMap((kind) => [
        <Route key={kind} path={`/${kind}`}>
          <ListPage kind={kind} />
        </Route>,
        <Route key={`${kind}-detail`} path={`/${kind}/:slug`}>
          {(params) =>
            slugRoute(params.slug, (slug) => <DetailPage key={slug} kind={kind} slug={slug} />)
          }
        </Route>,
      ])}
      <Route path={`${POST_TEXTS.path}/:slug`}>
        {(params) => slugRoute(params.slug, (slug) => <PostPage key={slug} slug={slug} />)}
      </Route>
      <Route path="/podcast" component={PodcastPage} />
      <Route path="/merch" component={MerchPage} />
      <Route path="/about" component={AboutPage} />
      <Route path="/unsubscribe" component={UnsubscribePage} />
      <Route path="/saved" component={LibraryPage} />
      <Route path="/preview" component={PreviewStartPage} />
      <Route path="/search" component={SearchPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
