/**
 * Location queries on Location fields (`{ lat, lon }`): `[near]` orders by distance and
 * `[within]` keeps a rectangle (two corners: lat1,lon1,lat2,lon2) or a circle (lat,lon,radius
 * in km). Both from the CDA reference, "Search parameters → Location-based search".
 */
export interface LatLon {
  lat: number;
  lon: number;
}

const EARTH_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

export function asLocation(value: unknown): LatLon | undefined {
  const v = value as Partial<LatLon> | null;
  return v && typeof v.lat === 'number' && typeof v.lon === 'number'
    ? { lat: v.lat, lon: v.lon }
    : undefined;
}

/** Great-circle distance in km (haversine). */
export function distanceKm(a: LatLon, b: LatLon): number {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function isWithin(point: LatLon, area: number[]): boolean {
  if (area.length === 3) return distanceKm(point, { lat: area[0], lon: area[1] }) <= area[2];
  const [lat1, lon1, lat2, lon2] = area;
  return (
    point.lat >= Math.min(lat1, lat2) &&
    point.lat <= Math.max(lat1, lat2) &&
    point.lon >= Math.min(lon1, lon2) &&
    point.lon <= Math.max(lon1, lon2)
  );
}
