import { render, screen } from '@testing-library/react';
import { ERROR_TEXTS } from '@portal/contracts';
import { useRuntimeConfig } from '@portal/session-store';
import { ProgramText } from './program-text';
import { testConfig as config } from './test-utils';

describe('ProgramText', () => {
  it("fills {phone} from the programme (spec §8 'Frozen' message)", () => {
    useRuntimeConfig.getState().setConfig(config);
    render(
      <p>
        <ProgramText text={ERROR_TEXTS.loginFrozen} />
      </p>,
    );
    expect(
      screen.getByText('The Card is in "Frozen" Status. Please, contact the Call Center at 1-800-555-0100'),
    ).toBeInTheDocument();
  });

  it('fills {product}', () => {
    useRuntimeConfig.getState().setConfig(config);
    render(
      <h2>
        <ProgramText text="Welcome to the {product} Virtual Visa program" />
      </h2>,
    );
    expect(
      screen.getByRole('heading', { name: 'Welcome to the Star Rewards Virtual Visa program' }),
    ).toBeInTheDocument();
  });
});
