import * as v from 'valibot';
import { DISPUTE_LIMITS, DISPUTE_MESSAGES, disputeFields, isDisputeContact } from './disputes';
import { wordMessage } from './messages';
import { loadAllTexts } from './i18n';

// the rules' messages are worded from the catalogue: English, as a form shows it by default
beforeAll(() => loadAllTexts('en'));

describe('a dispute contact: an email address or a phone, as the registration form has them', () => {
  it.each(['holder@example.com', '(555) 123-4567', '+1 555 123 4567', '1-555-123-4567', ' 5551234567 '])(
    '%p is a way to reach the holder',
    (contact) => expect(isDisputeContact(contact)).toBe(true),
  );

  it.each(['holder@example', '555-1234', '555 123 4567 ext 2', 'call me', `${'a'.repeat(250)}@example.com`])(
    '%p is not',
    (contact) => expect(isDisputeContact(contact)).toBe(false),
  );

  it('a blank contact asks for one, a wrong one says what is expected', () => {
    const message = (contact: string) => v.safeParse(disputeFields.contact, contact).issues?.[0]?.message;
    expect(message('  ')).toBe(DISPUTE_MESSAGES.contactRequired);
    expect(message('call me')).toBe(DISPUTE_MESSAGES.contactInvalid);
  });
});

test('the too-long text names the limit the rule holds the description to', () => {
  const long = v.safeParse(disputeFields.description, 'a'.repeat(DISPUTE_LIMITS.description + 1));
  expect(long.issues?.[0]?.message).toBe(DISPUTE_MESSAGES.descriptionTooLong);
  expect(wordMessage(DISPUTE_MESSAGES.descriptionTooLong)).toContain(String(DISPUTE_LIMITS.description));
});
