import type { Suggestion, SuggestionSource } from '@masar/contract/geocoding';
import type { PickedPlace } from './place-autocomplete';

/** The dropdown's groups, in the order the server ranks them. */
export const GROUP_ORDER: readonly SuggestionSource[] = ['location', 'place', 'geocoder'];

export interface SuggestionGroup {
  source: SuggestionSource;
  items: Suggestion[];
}

/** The suggestions by source, in GROUP_ORDER, keeping the server's order inside a group; no empty groups. */
export function groupSuggestions(suggestions: readonly Suggestion[]): SuggestionGroup[] {
  return GROUP_ORDER.map((source) => ({
    source,
    items: suggestions.filter((suggestion) => suggestion.source === source),
  })).filter((group) => group.items.length > 0);
}

/**
 * The address to keep: a location's name alone; for a saved place or an address, the name and the rest
 * ("Kingdom Centre, King Fahd Road, Riyadh"), which keeps the place's name that a geocoded street
 * address would lose.
 */
export function addressOf(suggestion: Suggestion): string {
  if (suggestion.source === 'location' || !suggestion.secondary) return suggestion.label;
  return `${suggestion.label}, ${suggestion.secondary}`;
}

/** The picked place for a suggestion and its point (its own, or the geocoded one). */
export function pickedPlaceOf(suggestion: Suggestion, point: { lat: number; lng: number }): PickedPlace {
  return {
    address: addressOf(suggestion),
    lat: point.lat,
    lng: point.lng,
    placeId: suggestion.placeId ?? null,
    locationId: suggestion.locationId ?? null,
  };
}

/** The suggestion's own point, or null when it must be geocoded first. */
export function pointOf(suggestion: Suggestion): { lat: number; lng: number } | null {
  return suggestion.lat !== null && suggestion.lng !== null
    ? { lat: suggestion.lat, lng: suggestion.lng }
    : null;
}
