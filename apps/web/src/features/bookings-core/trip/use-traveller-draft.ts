import type { ExtraChoice } from '@masar/contract/trips';
import { useEffect, useMemo, useState } from 'react';
import type { FieldErrors } from '../../../shared/forms/field-errors';
import { readTravellerDraft, saveTravellerDraft } from './flow-storage';
import type { TravellerField } from './traveller-fields';

/**
 * The traveller step's form, agents' and visitors' alike: the traveller and the chosen extras, kept in
 * sessionStorage, and the field errors. `formFields` is the on-screen order, for focusing the first error.
 */
export function useTravellerDraft<Field extends string>(
  offered: { id: string; maxQuantity: number }[] | undefined,
  formFields: readonly Field[],
  formId: string,
) {
  const [draft, setDraft] = useState(readTravellerDraft);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  useEffect(() => saveTravellerDraft(draft), [draft]);

  // Only extras still offered count (one may have been switched off since it was chosen); without the list
  // (it failed to load) the price is quoted without extras.
  const extras: ExtraChoice[] = useMemo(
    () =>
      (offered ?? [])
        .filter((extra) => (draft.extras[extra.id] ?? 0) > 0)
        .map((extra) => ({
          extraServiceId: extra.id,
          quantity: Math.min(draft.extras[extra.id] ?? 0, extra.maxQuantity),
        })),
    [offered, draft.extras],
  );

  function setField(field: TravellerField, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function setQuantity(extraServiceId: string, quantity: number) {
    setDraft((current) => {
      const next = { ...current.extras, [extraServiceId]: quantity };
      if (quantity <= 0) delete next[extraServiceId];
      return { ...current, extras: next };
    });
  }

  /** Shows the errors and focuses the first field that has one. */
  function show(found: FieldErrors<Field>) {
    setErrors(found);
    const first = formFields.find((field) => found[field]);
    if (first) document.getElementById(`${formId}-${first}`)?.focus();
  }

  return { draft, setDraft, extras, errors, setErrors, setField, setQuantity, show };
}
