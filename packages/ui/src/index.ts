// Public surface of @portal/ui (shared, not a singleton: a remote may carry a newer copy).
// Components, their own words (UI_TEXTS) and design tokens only: @portal/ui imports
// @portal/contracts at most (lint-enforced); whatever needs the api-client or the session store is
// in @portal/remote-kit.
export { UI_TEXTS } from './i18n';
export { BUSY_LABEL, Button, type ButtonProps, type ButtonVariant } from './button';
export { TextField, type TextFieldProps } from './text-field';
export { CARD_NUMBER_MASK, PHONE_MASK, applyMask, type InputMask } from './mask';
export { Modal, type ModalProps } from './modal';
export { DialogFooter, type DialogFooterProps } from './dialog-footer';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { LazyModal, preloadModal } from './lazy-modal';
export { useHydrated } from './use-hydrated';
export { focusFirstError } from './focus-first-error';
export { PhoneLink, fillNodes, telHref, withPhoneLink } from './phone-link';
export { Alert, type AlertProps, type AlertTone } from './alert';
export { visuallyHidden } from './visually-hidden';
export { Tooltip, type TooltipProps } from './tooltip';
export { ThemeProvider, useTheme, type ThemeProviderProps } from './theme-provider';
export { fillProgram } from './fill-program';
export { showDate } from './show-date';
export {
  DateRangePicker,
  type DateRangePickerProps,
  type DateRangeValue,
  type DateParts,
} from './date-range-picker';
export {
  RangeCalendar,
  withRestartRule,
  type RangeCalendarProps,
  type CalendarRange,
} from './range-calendar';
export { Table, type TableProps, type TableColumn } from './table';
export { Pagination, pageWindow, type PaginationProps } from './pagination';
export { TOKENS, themeVars, DEFAULT_COLORS, SYSTEM_FONT_STACK } from './tokens';
export { Stepper, canEnterStep, type StepperProps, type StepperStep } from './stepper';
export { Panel, type PanelProps, type PanelTone } from './panel';
export { PageHeader, type PageHeaderProps } from './page-header';
export { CallButton, type CallButtonProps } from './call-button';
export { MaskedNumber, lastFour, type MaskedNumberProps } from './masked-number';
export { ReplacementSummary, type ReplacementSummaryProps } from './replacement-summary';
export { ReplacementAddress, type ReplacementAddressProps } from './replacement-address';
export { ReplacementDone, type ReplacementDoneProps } from './replacement-done';
