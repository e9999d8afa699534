// A linear stepper (spec §2 Virtual card registration): numbered step headers, the active
// step's content, and Back / Next. Rules:
// - Next is disabled until the current step is complete;
// - a step header is disabled unless the previous step is complete (or the step asks for
//   disableHeader), and going back — by header or Back — reaches only editable steps;
// - changing step scrolls to the top of the header and moves focus to the new step's panel,
//   so keyboard and screen-reader users land on what changed.
// Each step has: label, completed, editable, optional, fullScreen, disableHeader, and may bring
// its own footer or continue button. The caller owns which step is active (controlled).
//
// The headers are a navigation list of buttons (aria-current="step" on the active one); the
// arrow keys, Home and End move between the enabled headers, Enter or Space opens one.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { fill } from '@portal/contracts';
import { Button } from './button';
import { UI_TEXTS } from './i18n';
import styles from './stepper.module.css';

export interface StepperStep {
  /** stable key */
  id: string;
  label: string;
  /** the step is done: the next step's header and Next are enabled */
  completed: boolean;
  /** the user may come back to it once left (default true) */
  editable?: boolean;
  /** shows '(Optional)' under the label */
  optional?: boolean;
  /** the content spans the full width, without the stepper's padding */
  fullScreen?: boolean;
  /** the header cannot be pressed (e.g. a final step reached only by finishing the previous one) */
  disableHeader?: boolean;
  content: ReactNode;
  /** replaces the whole Back / Next footer */
  footer?: ReactNode;
  /** replaces only the Next button */
  continueButton?: ReactNode;
}

export interface StepperProps {
  /** accessible name of the step navigation, e.g. 'Registration steps' */
  label: string;
  steps: StepperStep[];
  activeIndex: number;
  onActiveIndexChange: (index: number) => void;
  backLabel?: string;
  nextLabel?: string;
  optionalLabel?: string;
  completedLabel?: string;
  className?: string;
}

/** Whether the step at `index` may be entered from `activeIndex` (spec §2 stepper rules). */
export function canEnterStep(steps: StepperStep[], index: number, activeIndex: number): boolean {
  const step = steps[index];
  if (!step || index === activeIndex) return false;
  if (step.disableHeader) return false;
  if (index > 0 && !steps[index - 1]?.completed) return false;
  // every step before the target must be complete to jump forward past it
  if (index > activeIndex && steps.slice(0, index).some((s) => !s.completed)) return false;
  // going back only to editable steps
  if (index < activeIndex && step.editable === false) return false;
  return true;
}

export function Stepper({
  label,
  steps,
  activeIndex,
  onActiveIndexChange,
  backLabel = UI_TEXTS.stepper.back,
  nextLabel = UI_TEXTS.stepper.next,
  optionalLabel = UI_TEXTS.stepper.optional,
  completedLabel = UI_TEXTS.stepper.completed,
  className,
}: StepperProps) {
  const baseId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const previousIndex = useRef(activeIndex);
  const active = steps[activeIndex];

  useEffect(() => {
    if (previousIndex.current === activeIndex) return;
    previousIndex.current = activeIndex;
    // spec §2: changing step scrolls to the top of the header
    headerRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    if (!fromHeader.current) panelRef.current?.focus({ preventScroll: true });
    fromHeader.current = false;
  }, [activeIndex]);

  // a header press leaves focus on the headers; any other change (Back, Next, or the caller's,
  // e.g. a form's own continue button that has just gone) moves it to the new step's panel
  const fromHeader = useRef(false);
  const go = (index: number, viaHeader: boolean) => {
    if (!canEnterStep(steps, index, activeIndex)) return;
    fromHeader.current = viaHeader;
    onActiveIndexChange(index);
  };
  // Next needs only the current step complete: it also enters a step whose header is disabled
  const goNext = () => {
    if (!active?.completed || activeIndex >= steps.length - 1) return;
    fromHeader.current = false;
    onActiveIndexChange(activeIndex + 1);
  };

  const onHeaderKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    const buttons = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not([disabled])'),
    );
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0 || buttons.length === 0) return;
    const target = {
      ArrowRight: buttons[(current + 1) % buttons.length],
      ArrowDown: buttons[(current + 1) % buttons.length],
      ArrowLeft: buttons[(current - 1 + buttons.length) % buttons.length],
      ArrowUp: buttons[(current - 1 + buttons.length) % buttons.length],
      Home: buttons[0],
      End: buttons[buttons.length - 1],
    }[event.key];
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  const canBack = activeIndex > 0 && canEnterStep(steps, activeIndex - 1, activeIndex);
  const isLast = activeIndex === steps.length - 1;
  const panelId = `${baseId}-panel`;

  return (
    <div className={[styles.stepper, className].filter(Boolean).join(' ')}>
      <nav ref={headerRef} aria-label={label} className={styles.header}>
        <ol className={styles.steps} onKeyDown={onHeaderKeyDown}>
          {steps.map((step, index) => {
            const isActive = index === activeIndex;
            const enabled = canEnterStep(steps, index, activeIndex);
            const state = isActive ? 'active' : step.completed ? 'completed' : 'pending';
            return (
              <li key={step.id} className={styles.item} data-state={state}>
                <AriaButton
                  id={`${baseId}-step-${index}`}
                  className={styles.stepButton}
                  // another step: enabled when it may be entered; the active one unless its header is disabled
                  isDisabled={isActive ? Boolean(step.disableHeader) : !enabled}
                  aria-current={isActive ? 'step' : undefined}
                  aria-controls={isActive ? panelId : undefined}
                  aria-label={[
                    fill(UI_TEXTS.stepper.step, { n: String(index + 1), label: step.label }),
                    step.optional ? ` ${optionalLabel}` : '',
                    step.completed ? `, ${completedLabel}` : '',
                  ].join('')}
                  onPress={() => go(index, true)}
                >
                  {/* the visible text ('1 Register') stays inside the accessible name (WCAG 2.5.3) */}
                  <span className={styles.number} aria-hidden="true">
                    {step.completed && !isActive ? <CheckIcon /> : index + 1}
                  </span>{' '}
                  <span className={styles.text}>
                    <span className={styles.label}>{step.label}</span>
                    {step.optional ? <span className={styles.optional}> {optionalLabel}</span> : null}
                  </span>
                </AriaButton>
                {index < steps.length - 1 ? <span className={styles.connector} aria-hidden="true" /> : null}
              </li>
            );
          })}
        </ol>
      </nav>
      <div
        ref={panelRef}
        id={panelId}
        role="region"
        aria-labelledby={`${baseId}-step-${activeIndex}`}
        tabIndex={-1}
        className={[styles.panel, active?.fullScreen ? styles.fullScreen : null].filter(Boolean).join(' ')}
      >
        {active?.content}
      </div>
      {active && active.footer !== undefined ? (
        active.footer
      ) : (
        <div className={styles.footer}>
          {activeIndex > 0 ? (
            <Button variant="secondary" isDisabled={!canBack} onPress={() => go(activeIndex - 1, false)}>
              {backLabel}
            </Button>
          ) : null}
          {!isLast
            ? (active?.continueButton ?? (
                <Button
                  variant="primary"
                  isDisabled={!active?.completed}
                  onPress={goNext}
                  className={styles.next}
                >
                  {nextLabel}
                </Button>
              ))
            : null}
        </div>
      )}
    </div>
  );
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16" fill="none">
      <path
        d="M3 8.5l3.2 3L13 4.5"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
