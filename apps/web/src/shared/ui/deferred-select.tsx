import { ComboboxChevron, type ComboboxItem, type ComboboxItemGroup } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { deferred } from './deferred';
import { FieldPreview, useFocusHandoff } from './field-preview';

const selectModule = deferred(() => import('./select'));

/** Starts downloading the real select (e.g. when the pointer reaches the form it is in). */
export function preloadSelect(): void {
  selectModule.load().catch(() => {});
}

/** Whether the real select is there (the preview stands in for it until then). */
export function useSelectLoaded(): boolean {
  return selectModule.useLoaded() !== null;
}

type Options = (ComboboxItem | ComboboxItemGroup<ComboboxItem>)[];

function labelOf(data: Options, value: string | null): string {
  if (value === null) return '';
  for (const entry of data) {
    const items = 'group' in entry ? entry.items : [entry];
    const found = items.find((item) => item.value === value);
    if (found) return found.label;
  }
  return '';
}

/**
 * Mantine's searchable Select, downloaded on the first focus or pointer down (or preloadSelect()); until then
 * a preview with the same label, value and error that already takes typing (issue #9: not on the first load).
 */
export function DeferredSelect({
  id,
  label,
  placeholder,
  data,
  value,
  onChange,
  error,
  nothingFoundMessage,
  required,
}: {
  id?: string;
  label: string;
  placeholder?: string;
  data: Options;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  nothingFoundMessage?: string;
  required?: boolean;
}) {
  const loaded = selectModule.useLoaded();
  const { container, handoff } = useFocusHandoff(!!loaded);
  const selected = labelOf(data, value);
  /** Typed into the preview: the real select starts with it as its search. */
  const [typed, setTyped] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const typedRef = useRef(typed);
  typedRef.current = typed;
  // The select clears its search when it mounts without a value; this runs after that (a parent's effects
  // follow its children's) and puts back what was typed while it downloaded.
  useEffect(() => {
    if (loaded && typedRef.current) setSearch(typedRef.current);
  }, [loaded]);

  return (
    <div ref={container}>
      {loaded ? (
        <loaded.Select
          id={id}
          label={label}
          placeholder={placeholder}
          data={data}
          value={value}
          onChange={onChange}
          error={error}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          nothingFoundMessage={nothingFoundMessage}
          required={required}
        />
      ) : (
        <FieldPreview
          id={id}
          label={label}
          placeholder={placeholder}
          required={required}
          error={error}
          text={typed ?? selected}
          onTextChange={setTyped}
          onWake={preloadSelect}
          rightSection={<ComboboxChevron error={error} />}
          handoff={handoff}
        />
      )}
    </div>
  );
}
