import { useEffect, useState } from 'react';
import { callPreview, previewMessage } from '../../lib/preview-client';
import { enterPreview, exitPreview } from '../../lib/preview-mode';
import { safePreviewPath } from './safe-path';

export type StartState =
  { status: 'checking' } | { status: 'failed'; message: string } | { status: 'entering' };

const START_MESSAGES = {
  badPath: 'This preview link does not point to a page of this site.',
  noSecret: 'This preview link has no secret. Open the preview from Contentful again.',
  unreachable: 'The preview service could not be reached. Check your connection and try again.',
  noStorage: 'This browser tab cannot remember preview mode (its storage is blocked).',
} as const;

/**
 * Checks a preview link (`?secret=…&path=…`) and, when the preview function accepts its secret, turns
 * preview on for this tab and loads `path` afresh: a full load starts the app with an empty store in
 * preview mode, instead of one already holding the published copy. `replace` keeps the secret out of
 * the tab's history. Nothing is entered on any failure, and a preview the tab had is ended.
 */
export function useStartPreview(search: string, go: (path: string) => void): StartState {
  const [state, setState] = useState<StartState>({ status: 'checking' });
  useEffect(() => {
    let cancelled = false;
    const params = new URLSearchParams(search);
    const secret = params.get('secret') ?? '';
    const path = safePreviewPath(params.get('path'));
    // A link that cannot start preview ends any preview this tab had: it shows an error, never drafts.
    const fail = (message: string) => {
      if (cancelled) return;
      exitPreview();
      setState({ status: 'failed', message });
    };
    if (!path) return void fail(START_MESSAGES.badPath);
    if (!secret) return void fail(START_MESSAGES.noSecret);
    callPreview(secret).then(
      (answer) => {
        if (cancelled) return;
        if (answer.status !== 200 || answer.body?.ok !== true) return fail(previewMessage(answer));
        if (!enterPreview(secret)) return fail(START_MESSAGES.noStorage);
        setState({ status: 'entering' });
        go(path);
      },
      () => fail(START_MESSAGES.unreachable),
    );
    return () => {
      cancelled = true;
    };
  }, [search, go]);
  return state;
}
