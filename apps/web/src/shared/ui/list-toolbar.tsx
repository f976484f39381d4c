import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

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
  /** Defaults: "Search" / "Search by name". */
  searchLabel?: string;
  searchPlaceholder?: string;
  onSearch: (value: string) => void;
  filters?: ToolbarFilter[];
  onFilter?: (name: string, value: string) => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  const [text, setText] = useState(search);
  const debounced = useDebouncedCallback(onSearch, 300);
  useEffect(() => setText(search), [search]);

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        type="search"
        label={searchLabel ?? t('common.search')}
        placeholder={searchPlaceholder ?? t('common.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          debounced(event.currentTarget.value.trim());
        }}
        w={{ base: '100%', sm: 260 }}
      />
      {filters.map((filter) => (
        <Select
          key={filter.name}
          label={filter.label}
          data={[{ value: '', label: t('common.all') }, ...filter.options]}
          value={filter.value}
          onChange={(value) => onFilter?.(filter.name, value ?? '')}
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
  const { t } = useTranslation('catalogue');
  return [
    { value: 'true', label: t('common.active') },
    { value: 'false', label: t('common.inactive') },
  ];
}
