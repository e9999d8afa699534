import { ERROR_TEXTS } from '@portal/contracts';
import { fillProgram } from './fill-program';
import { testProgram } from './test-utils';

describe('fillProgram', () => {
  it("fills {phone} from the programme (spec §8 'Frozen' message)", () => {
    expect(fillProgram(ERROR_TEXTS.loginFrozen, testProgram)).toBe(
      'The Card is in "Frozen" Status. Please, contact the Call Center at 1-800-555-0100',
    );
  });

  it('fills {product}', () => {
    expect(fillProgram('Welcome to the {product} Virtual Visa program', testProgram)).toBe(
      'Welcome to the Star Rewards Virtual Visa program',
    );
  });
});
