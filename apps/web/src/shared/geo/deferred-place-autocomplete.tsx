import { IconMapPin } from '@tabler/icons-react';
import { type ComponentProps, useEffect, useState } from 'react';
import { loadNamespaces } from '../i18n/i18n';
import { deferred } from '../ui/deferred';
import { FieldPreview, useFocusHandoff } from '../ui/field-preview';
import type { PlaceAutocomplete } from './place-autocomplete';

const autocompleteModule = deferred(async () => {
  const [module] = await Promise.all([import('./place-autocomplete'), loadNamespaces(['geo'])]);
  return module;
});

/** Starts downloading the place search (e.g. when the pointer reaches the form it is in). */
export function preloadPlaceAutocomplete(): void {
  autocompleteModule.load().catch(() => {});
}

/**
 * PlaceAutocomplete, downloaded on the first focus or pointer down (or preloadPlaceAutocomplete()); until then
 * a preview with the same label, address and error that already takes typing (issue #9: the home page's
 * widget does without it on the first load). Typing in the preview clears a chosen place, as typing in the
 * real field does.
 */
export function DeferredPlaceAutocomplete(props: ComponentProps<typeof PlaceAutocomplete>) {
  const loaded = autocompleteModule.useLoaded();
  const { container, handoff } = useFocusHandoff(!!loaded);
  const [typed, setTyped] = useState<string | null>(null);
  const { value, onChange } = props;
  // A place chosen elsewhere (on the map) replaces what was typed.
  useEffect(() => {
    if (value) setTyped(null);
  }, [value]);

  return (
    <div ref={container}>
      {loaded ? (
        <loaded.PlaceAutocomplete {...props} initialText={typed ?? undefined} />
      ) : (
        <FieldPreview
          label={props.label}
          placeholder={props.placeholder}
          required={props.required}
          error={props.error}
          text={typed ?? value?.address ?? ''}
          onTextChange={(text) => {
            setTyped(text);
            if (value) onChange(null);
          }}
          onWake={preloadPlaceAutocomplete}
          leftSection={<IconMapPin size={16} aria-hidden="true" />}
          handoff={handoff}
        />
      )}
    </div>
  );
}
