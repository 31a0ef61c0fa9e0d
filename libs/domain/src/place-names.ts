import { editDistance } from '@jobboard/job-language';

/**
 * Known places whose name is close to a typed one that matched none ("San Fransisco"): up to
 * `limit`, fewest edits first, then the larger places (more ZIP codes). Names are compared
 * lower-case; a typed name of up to 4 letters allows one edit, up to 8 two, longer three.
 */
export const similarPlaceNames = <P extends { name: string; size: number }>(typed: string, places: Iterable<P>, limit = 3): P[] => {
  const wanted = typed.toLowerCase().trim();
  if (!wanted) return [];
  const allowed = wanted.length <= 4 ? 1 : wanted.length <= 8 ? 2 : 3;
  const close: { place: P; distance: number }[] = [];
  for (const place of places) {
    const distance = editDistance(wanted, place.name, allowed);
    if (distance <= allowed) close.push({ place, distance });
  }
  return close
    .sort((a, b) => a.distance - b.distance || b.place.size - a.place.size)
    .slice(0, limit)
    .map(({ place }) => place);
};
