import { CloseButton, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { AUTOCOMPLETE_MIN_LENGTH } from '@masar/contract/constants';
import type { SuggestionSource } from '@masar/contract/geocoding';
import { IconBookmark, IconMapPin, IconPlaneDeparture } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type JSX, useEffect, useRef, useState } from 'react';
import type { Language } from '../config';
import { useTranslation } from '../i18n/translation';
import { autocompleteQueryOptions, type GeoAudience, geocodeReference } from './geo-api';
import { addressOf, groupSuggestions, pickedPlaceOf, pointOf } from './suggestions';

/** What the booking form receives: a point with the address shown to the traveller. */
export interface PickedPlace {
  address: string;
  lat: number;
  lng: number;
  placeId?: string | null;
  locationId?: string | null;
}

const SEARCH_DELAY_MS = 250;

/** By content: a parent may hand back a copy of what the field reported. */
const samePlace = (a: PickedPlace | null | undefined, b: PickedPlace | null | undefined) =>
  a === b ||
  (!!a &&
    !!b &&
    a.address === b.address &&
    a.lat === b.lat &&
    a.lng === b.lng &&
    (a.placeId ?? null) === (b.placeId ?? null) &&
    (a.locationId ?? null) === (b.locationId ?? null));
const icons: Record<SuggestionSource, typeof IconMapPin> = {
  location: IconPlaneDeparture,
  place: IconBookmark,
  geocoder: IconMapPin,
};

/**
 * Place search: airports and landmarks of the catalogue, the agent's saved places, then addresses from
 * the configured geocoder. A pick without coordinates is geocoded before it is reported; typing again
 * reports null until the next pick.
 */
export function PlaceAutocomplete(props: {
  label: string;
  placeholder?: string;
  value: PickedPlace | null;
  onChange: (place: PickedPlace | null) => void;
  error?: string;
  required?: boolean;
  /** The public site searches as a visitor; signed-in screens by default. */
  audience?: GeoAudience;
  /** Text typed before this field's code arrived (deferred-place-autocomplete.tsx): searched at once. */
  initialText?: string;
}): JSX.Element {
  const { label, placeholder, value, onChange, error, required, audience = 'signedIn', initialText } = props;
  const { t, i18n } = useTranslation('geo');
  const language: Language = i18n.language === 'en' ? 'en' : 'ar';
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(initialText ?? value?.address ?? '');
  /** The text a pick (or the parent) put in the field: it is an answer, not a search. */
  const [settledText, setSettledText] = useState(value?.address ?? '');
  const [locating, setLocating] = useState(false);
  const [geocodeFailed, setGeocodeFailed] = useState(false);
  // The value this field last reported; a different one came from outside (a map click, a reset).
  const reported = useRef(value);
  // Each pick or keystroke gets a number, so a late geocode answer for an older pick is dropped.
  const attempt = useRef(0);

  useEffect(() => {
    if (samePlace(value, reported.current)) return;
    reported.current = value;
    attempt.current++;
    setText(value?.address ?? '');
    setSettledText(value?.address ?? '');
    setLocating(false);
    setGeocodeFailed(false);
  }, [value]);

  const report = (next: PickedPlace | null) => {
    reported.current = next;
    onChange(next);
  };

  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const searching = debounced.length >= AUTOCOMPLETE_MIN_LENGTH && debounced !== settledText.trim();
  const search = useQuery({
    ...autocompleteQueryOptions(debounced, language, audience),
    enabled: searching,
    placeholderData: keepPreviousData,
  });
  const suggestions = searching ? (search.data?.suggestions ?? []) : [];
  const groups = groupSuggestions(suggestions);
  const autocompleteFailed = searching && (search.isError || search.data?.external === 'failed');

  // New options: no stale keyboard highlight on a row that moved.
  const data = search.data;
  useEffect(() => {
    if (data) combobox.resetSelectedOption();
  }, [data, combobox.resetSelectedOption]);

  async function pick(id: string) {
    const suggestion = suggestions.find((item) => item.id === id);
    if (!suggestion) return;
    combobox.closeDropdown();
    const address = addressOf(suggestion);
    setText(address);
    setSettledText(address);
    setGeocodeFailed(false);
    const current = ++attempt.current;
    const point = pointOf(suggestion);
    if (point) {
      setLocating(false);
      return report(pickedPlaceOf(suggestion, point));
    }
    setLocating(true);
    try {
      const found = await geocodeReference(suggestion.id, language, audience);
      if (current === attempt.current) report(pickedPlaceOf(suggestion, found));
    } catch {
      if (current === attempt.current) setGeocodeFailed(true);
    } finally {
      if (current === attempt.current) setLocating(false);
    }
  }

  function edit(next: string) {
    attempt.current++;
    setText(next);
    setLocating(false);
    setGeocodeFailed(false);
    if (reported.current) report(null);
    combobox.openDropdown();
  }

  function clear() {
    edit('');
    setSettledText('');
    combobox.closeDropdown();
  }

  const busy = (searching && search.isFetching) || locating;
  const waitingForFirstAnswer = searching && search.isFetching && !search.data;

  return (
    <Combobox store={combobox} onOptionSubmit={(id) => void pick(id)}>
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label={label}
          placeholder={placeholder}
          required={required}
          value={text}
          onChange={(event) => edit(event.currentTarget.value)}
          onFocus={() => combobox.openDropdown()}
          onClick={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          autoComplete="off"
          aria-busy={busy}
          error={error ?? (geocodeFailed ? t('geocodingFailed') : undefined)}
          description={autocompleteFailed ? t('autocompleteFailed') : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          leftSection={<IconMapPin size={16} aria-hidden="true" />}
          rightSection={
            busy ? (
              <Loader size="xs" aria-label={t('searching')} />
            ) : text ? (
              <CloseButton
                size="sm"
                aria-label={t('clear')}
                onMouseDown={(event) => event.preventDefault()}
                onClick={clear}
              />
            ) : null
          }
        />
      </Combobox.Target>

      <Combobox.Dropdown hidden={!searching}>
        <Combobox.Options mah={320} style={{ overflowY: 'auto' }}>
          {groups.map((group) => {
            const Icon = icons[group.source];
            return (
              <Combobox.Group key={group.source} label={t(`groups.${group.source}`)}>
                {group.items.map((suggestion) => (
                  <Combobox.Option key={suggestion.id} value={suggestion.id}>
                    <Group gap="xs" wrap="nowrap" align="flex-start">
                      <Icon size={16} aria-hidden="true" style={{ flexShrink: 0, marginBlockStart: 2 }} />
                      <div>
                        <Text size="sm">{suggestion.label}</Text>
                        {suggestion.secondary && (
                          <Text size="xs" c="dimmed">
                            {suggestion.secondary}
                          </Text>
                        )}
                      </div>
                    </Group>
                  </Combobox.Option>
                ))}
              </Combobox.Group>
            );
          })}
          {groups.length === 0 && (
            <Combobox.Empty>{waitingForFirstAnswer ? t('searching') : t('noResults')}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
