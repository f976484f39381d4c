import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/translation';
import { useLocation, useNavigation } from '../router/react';

export interface ToolbarFilter {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
}

/** Search box (debounced) and filter selects of a list; the values live in the URL (see useListSearchParams). */
export function ListToolbar({
  search,
  onSearch,
  filters = [],
  onFilter,
  searchLabel,
  searchPlaceholder,
  children,
}: {
  search: string;
  /** Defaults: "Search" / "Search by name" (no placeholder under a list's own label: the label says it). */
  searchLabel?: string;
  searchPlaceholder?: string;
  onSearch: (value: string) => void;
  filters?: ToolbarFilter[];
  onFilter?: (name: string, value: string) => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(search);
  const location = useLocation();
  const navigating = useNavigation().state !== 'idle';
  // Where the user was when they typed: a link, the pager or back/forward followed before the search
  // applies wins, and the search is dropped instead of navigating back over it.
  const typedAt = useRef(location.key);
  const here = useRef(location.key);
  here.current = location.key;
  const debounced = useDebouncedCallback((value: string) => {
    if (typedAt.current === here.current) onSearch(value);
    else setText(search);
  }, 300);
  useEffect(() => {
    if (navigating) debounced.cancel();
  }, [navigating, debounced]);
  // The URL changed the search (back, a link): show it, unless it is what is typed (trailing spaces kept).
  useEffect(() => setText((current) => (current.trim() === search ? current : search)), [search]);

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        type="search"
        label={searchLabel ?? t('list.search')}
        placeholder={searchPlaceholder ?? (searchLabel ? undefined : t('list.searchPlaceholder'))}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={text}
        onChange={(event) => {
          typedAt.current = location.key;
          setText(event.currentTarget.value);
          debounced(event.currentTarget.value.trim());
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') debounced.flush();
        }}
        // Wide enough for the longest placeholder ("المرجع، المسافر، الهاتف، الرحلة أو العميل") at 14 px.
        w={{ base: '100%', sm: 300 }}
      />
      {filters.map((filter) => (
        <Select
          key={filter.name}
          label={filter.label}
          data={[{ value: '', label: t('list.all') }, ...filter.options]}
          value={filter.value}
          onChange={(value) => {
            // A search still waiting goes first, so the filter does not leave it behind.
            debounced.flush();
            onFilter?.(filter.name, value ?? '');
          }}
          allowDeselect={false}
          w={{ base: '100%', xs: 180 }}
        />
      ))}
      {children}
    </Group>
  );
}

/** The options of an active/inactive filter. */
export function useActiveOptions() {
  const { t } = useTranslation();
  return [
    { value: 'true', label: t('list.active') },
    { value: 'false', label: t('list.inactive') },
  ];
}
