import { forwardRef, type ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import styles from './button.module.css';
import { UI_TEXTS } from './i18n';
import { joinPageModality } from './modality';

// every copy of the package on a page renders buttons (the tooltip's trigger among them)
joinPageModality();

export type ButtonVariant = 'primary' | 'secondary' | 'link';

/**
 * The English of the busy label every busy button reads (UI_TEXTS.button.busy), for English
 * tests that look a busy button up by name.
 * @deprecated a screen reads UI_TEXTS.button.busy while rendering, in the page's language
 */
export const BUSY_LABEL = 'Processing...';

export interface ButtonProps extends Omit<
  AriaButtonProps,
  'children' | 'className' | 'isPending' | 'render'
> {
  variant?: ButtonVariant;
  /** busy: the label becomes busyLabel, the button stays focusable but ignores presses (aria-busy) */
  isBusy?: boolean;
  /** the portal's one busy label (UI_TEXTS.button.busy) unless the spec gives a screen its own */
  busyLabel?: string;
  className?: string;
  children?: ReactNode;
}

/** A react-aria Button with the portal's variants and a busy state (spec §2 Freeze: 'Processing...'). */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', isBusy = false, busyLabel, className, children, type = 'button', onPress, ...rest },
  ref,
) {
  // Not react-aria's isPending: its announcer leaves an unnamed role=img node in the page for
  // seconds after the button settles (an axe 'serious' finding). While busy the button keeps
  // focus, ignores presses, cannot submit its form again, and says so with aria-busy and its label.
  return (
    <AriaButton
      {...rest}
      ref={ref}
      type={isBusy ? 'button' : type}
      onPress={isBusy ? undefined : onPress}
      render={(props) => (
        <button
          {...props}
          aria-busy={isBusy || undefined}
          aria-disabled={isBusy || props['aria-disabled'] || undefined}
          data-pending={isBusy || undefined}
        />
      )}
      className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}
    >
      {/* Both labels stacked in one grid cell, the one not shown hidden: the button is as wide as
          the wider of them, so it neither shrinks nor grows as it turns busy and back (nothing
          beside it moves under the cardholder's finger) */}
      <span className={styles.faces}>
        <span className={styles.face} aria-hidden={isBusy || undefined} data-hidden={isBusy || undefined}>
          {children}
        </span>
        <span className={styles.face} aria-hidden={!isBusy || undefined} data-hidden={!isBusy || undefined}>
          <span className={styles.spinner} aria-hidden="true" />
          <span>{busyLabel ?? UI_TEXTS.button.busy}</span>
        </span>
      </span>
    </AriaButton>
  );
});
