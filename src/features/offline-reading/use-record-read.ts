import { useEffect } from 'react';
import { loadLibrary, recordRead } from '../../store/library';

/** Adds a detail page to "recently read" once its content is on screen. */
export function useRecordRead(key: string, path: string, title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    void loadLibrary().then(() => recordRead({ key, path, title }));
  }, [key, path, title]);
}
