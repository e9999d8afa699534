import { forwardRef, type ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends Omit<
  AriaButtonProps,
  'children' | 'className' | 'isPending' | 'render'
> {
  variant?: ButtonVariant;
  /** busy: the label becomes busyLabel, the button stays focusable but ignores presses (aria-busy) */
  isBusy?: boolean;
  busyLabel?: string;
  className?: string;
  children?: ReactNode;
}

/** A react-aria Button with the portal's variants and a busy state (spec §2 Freeze: 'Processing...'). */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    isBusy = false,
    busyLabel = 'Processing...',
    className,
    children,
    type = 'button',
    ...rest
  },
  ref,
) {
  return (
    <AriaButton
      {...rest}
      ref={ref}
      type={type}
      isPending={isBusy}
      // react-aria announces the pending state; aria-busy also tells assistive tech the control is working
      render={(props, { isPending }) => <button {...props} aria-busy={isPending || undefined} />}
      className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}
    >
      {isBusy ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          <span>{busyLabel}</span>
        </>
      ) : (
        children
      )}
    </AriaButton>
  );
});
