import { useMemo, type ReactNode } from 'react';
import { CardAvailabilityContext, type CardAvailability } from '../../components/card-availability';
import { useReadableOffline } from './use-readable-offline';
import { useOnlyReadable } from './offline-filter';

/** Tells every card grid below which articles open offline and whether to show only those. */
export function OfflineReadingProvider({ children }: { children: ReactNode }) {
  const { isReadable } = useReadableOffline();
  const onlyReadable = useOnlyReadable();
  const value = useMemo<CardAvailability>(
    () => ({ isReadable, onlyReadable }),
    [isReadable, onlyReadable],
  );
  return <CardAvailabilityContext value={value}>{children}</CardAvailabilityContext>;
}
