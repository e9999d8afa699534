// A date-range input (spec §2 Transaction history): two read-only date fields showing
// MM/DD/YYYY in every language (spec §5) and a calendar button opening two months in the page's
// language (its month and day names, and the first day of the week its locale gives). The first
// click sets the start (the end field empties); a second click on or after it sets the end and
// closes the picker; a click before the start restarts the range. Dismissed half way, the range
// stays without an end, which the caller's rule reports as invalid (spec §5: an empty date marks
// the field invalid). Validation is the caller's (the rule lives in contracts): this shows
// `errorMessage` and marks both fields invalid.
import { useId, useRef, useState } from 'react';
import { CalendarDate } from '@internationalized/date';
import {
  Button,
  Dialog,
  DialogTrigger,
  I18nProvider,
  Input,
  Label,
  Popover,
  TextField,
} from 'react-aria-components';
import { formatUsDate, type CalendarDate as DateParts } from '@portal/contracts';
import { currentLocale, languageTag } from '@portal/contracts/i18n';
import { UI_TEXTS } from './i18n';
import { RangeCalendar, type CalendarRange } from './range-calendar';
import { useTheme } from './theme-provider';
import styles from './date-range-picker.module.css';

export type { DateParts };

/** A range as the fields hold it: either end may be missing (an empty field). */
export interface DateRangeValue {
  start: DateParts | null;
  end: DateParts | null;
}

export interface DateRangePickerProps {
  /** the group's label, e.g. 'Date range' */
  label: string;
  startLabel?: string;
  endLabel?: string;
  /** accessible name of the calendar button */
  calendarButtonLabel?: string;
  /** accessible name of the calendar dialog */
  calendarLabel?: string;
  description?: string;
  value: DateRangeValue;
  /** called with { start, end: null } when a start is picked, and with both when the end is */
  onChange: (value: DateRangeValue) => void;
  /** earliest selectable day */
  minValue?: DateParts;
  /** latest selectable day */
  maxValue?: DateParts;
  isInvalid?: boolean;
  errorMessage?: string | null;
  isDisabled?: boolean;
  className?: string;
}

const toCalendarDate = (d: DateParts) => new CalendarDate(d.year, d.month, d.day);
const toParts = (d: CalendarDate): DateParts => ({ year: d.year, month: d.month, day: d.day });
const display = (d: DateParts | null) => (d ? formatUsDate(d) : '');

export function DateRangePicker({
  label,
  startLabel = UI_TEXTS.dateRangePicker.start,
  endLabel = UI_TEXTS.dateRangePicker.end,
  calendarButtonLabel = UI_TEXTS.dateRangePicker.calendarButton,
  calendarLabel = label,
  description = UI_TEXTS.dateRangePicker.format,
  value,
  onChange,
  minValue,
  maxValue,
  isInvalid = false,
  errorMessage,
  isDisabled = false,
  className,
}: DateRangePickerProps) {
  const [isOpen, setOpen] = useState(false);
  const groupRef = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const showError = isInvalid && Boolean(errorMessage);
  const describedBy = [descriptionId, showError ? errorId : null].filter(Boolean).join(' ');
  const calendarValue: CalendarRange | null =
    value.start && value.end ? { start: toCalendarDate(value.start), end: toCalendarDate(value.end) } : null;

  const openPicker = () => {
    if (!isDisabled) setOpen(true);
  };

  return (
    // en-US around the fields: they write MM/DD/YYYY whatever the page's language (spec §5)
    <I18nProvider locale="en-US">
      <div
        role="group"
        aria-labelledby={labelId}
        className={[styles.picker, className].filter(Boolean).join(' ')}
        data-invalid={isInvalid || undefined}
      >
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <div ref={groupRef} className={styles.fields}>
          {(
            [
              ['start', startLabel, value.start],
              ['end', endLabel, value.end],
            ] as const
          ).map(([key, fieldLabel, date]) => (
            <TextField
              key={key}
              isReadOnly
              isDisabled={isDisabled}
              isInvalid={isInvalid}
              value={display(date)}
              aria-describedby={describedBy}
              className={styles.field}
            >
              <Label className={styles.fieldLabel}>{fieldLabel}</Label>
              <Input
                className={styles.input}
                placeholder={UI_TEXTS.dateRangePicker.format}
                onClick={openPicker}
                onKeyDown={(e) => {
                  // the calendar is the way to change a read-only date: open it from the field too
                  if (e.key === 'ArrowDown' && e.altKey) {
                    e.preventDefault();
                    openPicker();
                  }
                }}
              />
            </TextField>
          ))}
          <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
            <Button
              className={styles.calendarButton}
              aria-label={calendarButtonLabel}
              isDisabled={isDisabled}
            >
              <CalendarIcon />
            </Button>
            <Popover
              triggerRef={groupRef}
              placement="bottom start"
              className={styles.popover}
              style={theme.style}
            >
              <Dialog aria-label={calendarLabel} className={styles.dialog}>
                {/* the calendar speaks the page's language: its month and day names, and the
                    first day of the week (Sunday in en-US and es-US) */}
                <I18nProvider locale={languageTag(currentLocale())}>
                  <RangeCalendar
                    aria-label={calendarLabel}
                    value={calendarValue}
                    autoFocus
                    minValue={minValue ? toCalendarDate(minValue) : undefined}
                    maxValue={maxValue ? toCalendarDate(maxValue) : undefined}
                    onStart={(start) => onChange({ start: toParts(start), end: null })}
                    onChange={(range) => {
                      onChange({ start: toParts(range.start), end: toParts(range.end) });
                      setOpen(false);
                    }}
                  />
                </I18nProvider>
              </Dialog>
            </Popover>
          </DialogTrigger>
        </div>
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
        {/* always present, so a message appearing after a pick is announced */}
        <span aria-live="polite" className={styles.errorRegion}>
          {showError ? (
            <span id={errorId} className={styles.error}>
              {errorMessage}
            </span>
          ) : null}
        </span>
      </div>
    </I18nProvider>
  );
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20" fill="none">
      <rect x="2.5" y="4" width="15" height="13.5" rx="2" stroke="currentColor" strokeWidth="1.6" />
      <path
        d="M2.5 8h15M6.5 2.5v3M13.5 2.5v3"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
