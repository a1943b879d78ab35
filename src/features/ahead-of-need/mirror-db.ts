/** Where the sync mirror is kept between visits: the library database, under one key. */
import { readLibraryValue, writeLibraryValue } from '../../store/library-db';
import { MIRROR_KEY, type MirrorStore } from './refresh-mirror';
import { emptyMirror, isMirror, type Mirror } from './sync-mirror';

export { MIRROR_KEY };

/** The saved mirror, or an empty one when there is none (or it is not one we understand). */
export async function loadMirror(): Promise<Mirror> {
  const saved = await readLibraryValue(MIRROR_KEY);
  return isMirror(saved) ? saved : emptyMirror();
}

/** false when it could not be kept (a full disk only means the next sync starts from scratch). */
export const saveMirror = (mirror: Mirror): Promise<boolean> =>
  writeLibraryValue(MIRROR_KEY, mirror);

/** The page's mirror store (refresh-mirror.ts). */
export const pageMirrorStore: MirrorStore = { load: loadMirror, save: saveMirror };
