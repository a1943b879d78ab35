/** Where the sync mirror is kept between visits: the kept store the worker's refresh shares. */
import { isPreviewMode } from '../../lib/preview-mode';
import { keptMirror, MIRROR_KEY } from './refresh-mirror';
import type { Mirror } from './sync-mirror';

export { MIRROR_KEY };

/** The kept mirror, or an empty one when there is none (or it is not one we understand). */
export const loadMirror = (): Promise<Mirror> => keptMirror(isPreviewMode).load();

/** false when it could not be kept (a full disk only means the next sync starts from scratch). */
export const saveMirror = (mirror: Mirror): Promise<boolean> =>
  keptMirror(isPreviewMode).save(mirror);

/** The page's mirror store (refresh-mirror.ts). */
export const pageMirrorStore = { load: loadMirror, save: saveMirror };
