import { isValidElement, useRef, type ReactNode } from 'react';
import { useFocusable } from 'react-aria';
import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import { Button } from './button';
import { useTheme } from './theme-provider';
import styles from './tooltip.module.css';

export interface TooltipProps {
  content: ReactNode;
  children: ReactNode;
  placement?: 'top' | 'bottom' | 'start' | 'end';
  /** ms before it opens on hover (focus opens it at once) */
  delay?: number;
}

interface MaybeDisabled {
  isDisabled?: boolean;
  disabled?: boolean;
}

/** An enabled portal Button takes the trigger props itself; anything else gets a focusable wrapper. */
function needsWrapper(trigger: ReactNode): boolean {
  if (!isValidElement<MaybeDisabled>(trigger) || trigger.type !== Button) return true;
  return trigger.props.isDisabled === true || trigger.props.disabled === true;
}

/** A span in the Tab order that takes the tooltip trigger's focus, hover and aria-describedby. */
function FocusableWrapper({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  // useFocusable reads the trigger props TooltipTrigger provides through context
  const { focusableProps } = useFocusable({}, ref);
  return (
    <span {...focusableProps} ref={ref} tabIndex={0} className={styles.trigger}>
      {children}
    </span>
  );
}

/**
 * A tooltip shown on hover and on keyboard focus. A disabled button cannot take focus or hover,
 * so it is wrapped in a focusable span that carries the tooltip (spec §2 PIN reset).
 */
export function Tooltip({ content, children, placement = 'top', delay = 300 }: TooltipProps) {
  const theme = useTheme();
  return (
    <TooltipTrigger delay={delay}>
      {needsWrapper(children) ? <FocusableWrapper>{children}</FocusableWrapper> : children}
      <AriaTooltip placement={placement} offset={8} className={styles.tooltip} style={theme.style}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
