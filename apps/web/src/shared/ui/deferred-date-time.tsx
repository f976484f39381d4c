import { Input, InputBase, TextInput } from '@mantine/core';
import { type RefObject, useLayoutEffect, useRef } from 'react';
import { loadNamespaces } from '../i18n/i18n';
import { useTranslation } from '../i18n/translation';
import type { DayBounds, PickerFieldProps } from './date-time-fields';
import { deferred } from './deferred';
import { type FocusHandoff, useFocusHandoff } from './field-preview';

// The calendar's and the clock's labels are in the agent-booking texts, which a home page does not load.
const pickersModule = deferred(async () => {
  const [module] = await Promise.all([import('./date-time-fields'), loadNamespaces(['agent-booking'])]);
  return module;
});

/** Starts downloading the day and time pickers (e.g. when the pointer reaches the form they are in). */
export function preloadDateTimeFields(): void {
  pickersModule.load().catch(() => {});
}

/** Whether the day and time pickers are there (the previews stand in for them until then). */
export function useDateTimeFieldsLoaded(): boolean {
  return pickersModule.useLoaded() !== null;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** '2026-11-25' as the picker shows it, 'D MMMM YYYY' in the page language with Latin digits. */
export function dayText(day: string | null, language: string): string {
  if (!day) return '';
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(language, format);
  }
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}

/**
 * The preview's part of the focus handoff (useFocusHandoff): runs while the preview leaves the page, before
 * its element is removed, and tells whether the user was in it.
 */
function usePreviewHandoff<T extends HTMLElement>(handoff: RefObject<FocusHandoff>) {
  const element = useRef<T>(null);
  useLayoutEffect(
    () => () => {
      if (element.current && document.activeElement === element.current)
        handoff.current = { ...handoff.current, focused: true };
    },
    [handoff],
  );
  return element;
}

type PreviewProps = Omit<PickerFieldProps, 'onChange' | 'value'> & {
  text: string;
  handoff: RefObject<FocusHandoff>;
};

/** The day field before its picker is there: a button like DatePickerInput's, showing the day. */
function DatePreview({
  text,
  handoff,
  onPress,
  placeholder,
  ...field
}: PreviewProps & { onPress: () => void }) {
  const element = usePreviewHandoff<HTMLButtonElement>(handoff);
  return (
    <InputBase
      {...field}
      ref={element}
      component="button"
      type="button"
      aria-haspopup="dialog"
      onFocus={preloadDateTimeFields}
      onPointerDown={onPress}
    >
      {text || <Input.Placeholder error={field.error}>{placeholder}</Input.Placeholder>}
    </InputBase>
  );
}

/** The time field before its picker is there: the time as 'HH:mm', read only. */
function TimePreview({ text, handoff, ...field }: PreviewProps) {
  const element = usePreviewHandoff<HTMLInputElement>(handoff);
  return (
    <TextInput
      {...field}
      ref={element}
      value={text}
      placeholder="--:--"
      readOnly
      dir="ltr"
      onFocus={preloadDateTimeFields}
      onPointerDown={preloadDateTimeFields}
    />
  );
}

/**
 * Mantine's DatePickerInput, downloaded on the first focus or pointer down (or preloadDateTimeFields()); until
 * then a button with the same label, day and error (issue #9: the home page's first load stays light).
 */
export function DeferredDateField(props: PickerFieldProps & DayBounds) {
  const { i18n } = useTranslation();
  const loaded = pickersModule.useLoaded();
  const { container, handoff } = useFocusHandoff(!!loaded);
  const pressed = useRef(false);
  // A press on the preview meant "open the calendar": the real picker does it once it replaced the preview.
  useLayoutEffect(() => {
    if (!loaded || !pressed.current) return;
    pressed.current = false;
    container.current?.querySelector('button')?.click();
  }, [loaded, container]);

  const { value, onChange, minDate, maxDate, ...field } = props;
  return (
    <div ref={container}>
      {loaded ? (
        <loaded.DateField {...props} />
      ) : (
        <DatePreview
          {...field}
          text={dayText(value, i18n.language)}
          handoff={handoff}
          onPress={() => {
            pressed.current = true;
            preloadDateTimeFields();
          }}
        />
      )}
    </div>
  );
}

/**
 * Mantine's TimePicker (24-hour), downloaded like DeferredDateField; until then a field with the same label,
 * time and error.
 */
export function DeferredTimeField(props: PickerFieldProps) {
  const loaded = pickersModule.useLoaded();
  const { container, handoff } = useFocusHandoff(!!loaded);
  const { value, onChange, ...field } = props;
  return (
    <div ref={container}>
      {loaded ? (
        <loaded.TimeField {...props} />
      ) : (
        <TimePreview {...field} text={value ?? ''} handoff={handoff} />
      )}
    </div>
  );
}
