import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Stepper, canEnterStep, type StepperStep } from './stepper';

interface HarnessProps {
  initial?: number;
  editableFirst?: boolean;
  disableLastHeader?: boolean;
  optionalSecond?: boolean;
  customFooterOnLast?: boolean;
}

function Harness({
  initial = 0,
  editableFirst = true,
  disableLastHeader = false,
  optionalSecond = false,
  customFooterOnLast = false,
}: HarnessProps) {
  const [active, setActive] = useState(initial);
  const [done, setDone] = useState<Record<string, boolean>>({});
  const complete = (id: string) => (
    <button type="button" onClick={() => setDone((d) => ({ ...d, [id]: true }))}>
      Finish {id}
    </button>
  );
  const steps: StepperStep[] = [
    {
      id: 'a',
      label: 'Register',
      completed: Boolean(done.a),
      editable: editableFirst,
      content: complete('a'),
    },
    {
      id: 'b',
      label: 'Details',
      completed: Boolean(done.b),
      optional: optionalSecond,
      content: complete('b'),
    },
    {
      id: 'c',
      label: 'Ready',
      completed: false,
      disableHeader: disableLastHeader,
      content: <p>All done</p>,
      ...(customFooterOnLast ? { footer: <p>Custom footer</p> } : {}),
    },
  ];
  return (
    <Stepper label="Registration steps" steps={steps} activeIndex={active} onActiveIndexChange={setActive} />
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Registration steps' });
const header = (n: number) => within(nav()).getByRole('button', { name: new RegExp(`^Step ${n}:`) });
const panel = () => screen.getByRole('region');

let scrolled: Element[] = [];
beforeEach(() => {
  scrolled = [];
  // jsdom does not lay out or scroll: record which element the stepper asked to scroll into view
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
});

describe('Stepper (spec §2 Virtual card registration)', () => {
  it('shows numbered step headers and marks the active one as the current step', () => {
    render(<Harness />);
    expect(header(1)).toHaveAccessibleName('Step 1: Register');
    expect(header(2)).toHaveAccessibleName('Step 2: Details');
    expect(header(3)).toHaveAccessibleName('Step 3: Ready');
    expect(header(1)).toHaveAttribute('aria-current', 'step');
    expect(
      within(nav())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1 Register', '2 Details', '3 Ready']);
    expect(panel()).toHaveAccessibleName('Step 1: Register');
  });

  it('Next is disabled until the current step is complete', async () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Finish a' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(header(2)).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: 'Finish b' })).toBeInTheDocument();
  });

  it('a step header is disabled unless the previous step is complete', async () => {
    render(<Harness />);
    expect(header(2)).toBeDisabled();
    expect(header(3)).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Finish a' }));
    expect(header(2)).toBeEnabled();
    expect(header(3)).toBeDisabled();
    await userEvent.click(header(2));
    expect(header(2)).toHaveAttribute('aria-current', 'step');
    expect(header(1)).toHaveAccessibleName('Step 1: Register, completed');
  });

  it('goes back (Back or header) only to editable steps', async () => {
    const { unmount } = render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Finish a' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(header(1)).toHaveAttribute('aria-current', 'step');
    unmount();

    render(<Harness editableFirst={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Finish a' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(header(1)).toBeDisabled();
    expect(header(2)).toHaveAttribute('aria-current', 'step');
  });

  it('a step with disableHeader cannot be entered from its header, only by Next', async () => {
    render(<Harness disableLastHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'Finish a' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish b' }));
    expect(header(3)).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(header(3)).toHaveAttribute('aria-current', 'step');
    expect(header(3)).toBeDisabled();
    expect(screen.getByText('All done')).toBeInTheDocument();
    // the last step has no Next
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('changing step scrolls to the top of the header and focuses the new step', async () => {
    render(<Harness />);
    expect(scrolled).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Finish a' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(scrolled).toEqual([nav()]);
    expect(panel()).toHaveFocus();
    expect(panel()).toHaveAccessibleName('Step 2: Details');
  });

  it('labels optional steps (Optional) and uses a custom footer when a step brings one', async () => {
    render(<Harness optionalSecond customFooterOnLast initial={2} />);
    expect(header(2)).toHaveTextContent('Details (Optional)');
    expect(header(2)).toHaveAccessibleName('Step 2: Details (Optional)');
    expect(screen.getByText('Custom footer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('works with the keyboard: Tab and Enter on Next, arrows and Enter on the headers', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab(); // active header
    expect(header(1)).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Finish a' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(header(2)).toHaveAttribute('aria-current', 'step');
    expect(panel()).toHaveFocus();

    // the headers: arrows move between enabled headers, Enter opens the focused one
    header(2).focus();
    await user.keyboard('{ArrowLeft}');
    expect(header(1)).toHaveFocus();
    await user.keyboard('{End}');
    expect(header(2)).toHaveFocus(); // step 3 is disabled, so End stops at step 2
    await user.keyboard('{Home}');
    expect(header(1)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(header(1)).toHaveAttribute('aria-current', 'step');
    expect(header(1)).toHaveFocus(); // a header press keeps focus on the headers
    await user.keyboard('{ArrowRight}');
    expect(header(2)).toHaveFocus();
    await user.keyboard(' ');
    expect(header(2)).toHaveAttribute('aria-current', 'step');
  });
});

describe('canEnterStep', () => {
  const step = (over: Partial<StepperStep>): StepperStep => ({
    id: 'x',
    label: 'x',
    completed: false,
    content: null,
    ...over,
  });
  it('never enters the active step or a step after an incomplete one', () => {
    const steps = [step({ completed: true }), step({}), step({})];
    expect(canEnterStep(steps, 0, 0)).toBe(false);
    expect(canEnterStep(steps, 1, 0)).toBe(true);
    expect(canEnterStep(steps, 2, 0)).toBe(false);
    expect(canEnterStep(steps, 5, 0)).toBe(false);
  });
});
