import { locationTypes } from '@masar/contract/constants';
import type { LocationType } from '@masar/contract/locations';
import { useState } from 'react';
import type { FieldErrors } from '../../../shared/forms/field-errors';
import type { TripDraft } from './trip-params';

interface NamedLocation {
  id: string;
  type: LocationType;
  nameAr: string;
  nameEn: string;
}

/** The location picker's options: grouped by type (airports first), named and sorted in the page language. */
export function locationGroups(
  locations: NamedLocation[],
  language: string,
  groupLabel: (type: LocationType) => string,
) {
  const name = (location: NamedLocation) => (language === 'en' ? location.nameEn : location.nameAr);
  // One collator for the whole sort: localeCompare with a locale builds one per comparison (25× slower).
  const { compare } = new Intl.Collator(language);
  return locationTypes
    .map((type) => ({
      group: groupLabel(type),
      items: locations
        .filter((location) => location.type === type)
        .sort((a, b) => compare(name(a), name(b)))
        .map((location) => ({ value: location.id, label: name(location) })),
    }))
    .filter((group) => group.items.length > 0);
}

/** A trip being filled in, and its field errors: changing a field clears that field's error. */
export function useTripDraft<Field extends string>(initial: TripDraft) {
  const [trip, setTrip] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  function set<K extends keyof TripDraft>(field: K, value: TripDraft[K]) {
    setTrip((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }
  return { trip, set, errors, setErrors };
}
