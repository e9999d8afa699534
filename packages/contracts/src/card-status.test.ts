import { statusCode, statusLabel } from './card-status';
import { loadAllTexts } from './i18n';

// the rules' messages are worded from the catalogue: English, as a form shows it by default
beforeAll(() => loadAllTexts('en'));

describe('card status labels (spec §4)', () => {
  test.each([
    ['ACTIVATED', 'Activated', 'ACTIVATED'],
    ['activated', 'Activated', 'ACTIVATED'],
    ['REQUIRES_ACTIVATION', 'Requires activation', 'REQUIRES_ACTIVATION'],
    ['requires activation', 'Requires activation', 'REQUIRES_ACTIVATION'],
    ['Requires Activation', 'Requires activation', 'REQUIRES_ACTIVATION'],
    ['ISSUED', 'Issued', 'ISSUED'],
    ['issued', 'Issued', 'ISSUED'],
    [' activated ', 'Activated', 'ACTIVATED'],
    ['BLOCKED', '---', null],
    ['', '---', null],
    [null, '---', null],
    [undefined, '---', null],
  ])('status %p shows %p (code %p)', (status, label, code) => {
    expect(statusLabel(status)).toBe(label);
    expect(statusCode(status)).toBe(code);
  });
});
