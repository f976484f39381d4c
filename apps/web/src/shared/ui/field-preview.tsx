import { TextInput } from '@mantine/core';
import { type ReactNode, type RefObject, useLayoutEffect, useRef } from 'react';

/** Whether the preview had the keyboard focus when the real field replaced it, and where its caret was. */
export interface FocusHandoff {
  focused: boolean;
  caret: number | null;
}

/**
 * A rich field (searchable select, place autocomplete) as it looks before its code is downloaded: the same
 * label, placeholder, error, icons and combobox role, and an input that already takes typing. `onWake` asks
 * for the real field (on focus and on pointer down); the text typed meanwhile goes to `onTextChange`, and
 * `handoff` tells the real field to take the focus over (useFocusHandoff).
 */
export function FieldPreview({
  id,
  label,
  placeholder,
  description,
  required,
  error,
  text,
  onTextChange,
  onWake,
  leftSection,
  rightSection,
  handoff,
}: {
  id?: string;
  label: string;
  placeholder?: string;
  description?: string;
  required?: boolean;
  error?: ReactNode;
  text: string;
  onTextChange: (text: string) => void;
  onWake: () => void;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  handoff: RefObject<FocusHandoff>;
}) {
  const input = useRef<HTMLInputElement>(null);
  // Runs while the preview leaves the page, before its input is removed: is the user in it right now?
  useLayoutEffect(
    () => () => {
      const element = input.current;
      if (element && document.activeElement === element)
        handoff.current = { focused: true, caret: element.selectionStart };
    },
    [handoff],
  );
  return (
    <TextInput
      ref={input}
      id={id}
      label={label}
      placeholder={placeholder}
      description={description}
      required={required}
      error={error}
      value={text}
      onChange={(event) => onTextChange(event.currentTarget.value)}
      onFocus={onWake}
      onPointerDown={onWake}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      leftSection={leftSection}
      rightSection={rightSection}
      rightSectionPointerEvents="none"
    />
  );
}

/**
 * For the component that swaps a FieldPreview (or another preview) for the real field: once `ready`, the first
 * input or button inside `container` gets the focus and caret the preview had (nothing happens when the
 * preview was not focused).
 */
export function useFocusHandoff(ready: boolean) {
  const container = useRef<HTMLDivElement>(null);
  const handoff = useRef<FocusHandoff>({ focused: false, caret: null });
  useLayoutEffect(() => {
    if (!ready || !handoff.current.focused) return;
    const { caret } = handoff.current;
    handoff.current = { focused: false, caret: null };
    // The first field of the real one: an input, or the button of a date picker.
    const element = container.current?.querySelector<HTMLElement>('input:not([type="hidden"]), button');
    if (!element) return;
    element.focus();
    if (!(element instanceof HTMLInputElement)) return;
    const at = caret ?? element.value.length;
    element.setSelectionRange(at, at);
  }, [ready]);
  return { container, handoff };
}
