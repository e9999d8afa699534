// The partner frame's messages: exactly the protocol's shapes, nothing riding along (a field with
// card data, an unknown type), on both sides.
import { embedFrameUrl, isPartnerId, parseFrameMessage, parseInitMessage } from './partner-frame';

const frame = (type: string, extra: object = {}) => ({ source: 'portal-virtual-card', type, ...extra });

test("the frame's messages of the protocol are taken as they are (a height rounded up to whole px)", () => {
  expect(parseFrameMessage(frame('hello'))).toEqual(frame('hello'));
  expect(parseFrameMessage(frame('ready'))).toEqual(frame('ready'));
  expect(parseFrameMessage(frame('agreement-accepted'))).toEqual(frame('agreement-accepted'));
  expect(parseFrameMessage(frame('height', { height: 612.2 }))).toEqual(frame('height', { height: 613 }));
  expect(parseFrameMessage(frame('error', { code: 'embed_token_used' }))).toEqual(
    frame('error', { code: 'embed_token_used' }),
  );
});

test.each([
  ['an extra field (card data riding along)', frame('ready', { pan: '4111111111111111' })],
  ['an unknown type', frame('card', { number: '4111111111111111' })],
  ['another source', { source: 'someone-else', type: 'ready' }],
  ['a height that is not a number', frame('height', { height: '600' })],
  ['a negative height', frame('height', { height: -1 })],
  ['an endless height', frame('height', { height: Infinity })],
  ['an error code that is not a code', frame('error', { code: 'Card 4111 1111 1111 1111' })],
  ['not an object', 'ready'],
  ['null', null],
])('a frame message with %s is refused', (_, data) => {
  expect(parseFrameMessage(data)).toBeNull();
});

const TOKEN = 'pet_aaaaaaaaaaaaaaaaaaaaaaaa';
const init = (extra: object = {}) => ({
  source: 'portal-partner-page',
  type: 'init',
  embedToken: TOKEN,
  ...extra,
});

test("the page's init: the token and, when given, a theme object (its tokens are the frame's to check)", () => {
  expect(parseInitMessage(init())).toEqual(init());
  expect(parseInitMessage(init({ theme: { brandColor: '#0d4f3c' } }))).toEqual(
    init({ theme: { brandColor: '#0d4f3c' } }),
  );
  // structured clone keeps a key whose value is undefined
  expect(parseInitMessage(init({ theme: undefined }))).toEqual(init());
});

test.each([
  ['no token', { source: 'portal-partner-page', type: 'init' }],
  ['a token that is not an embed token', init({ embedToken: 'ppk_the_partner_api_key_0000' })],
  ['a theme that is not an object', init({ theme: 'dark' })],
  ['an extra field (ids of a card)', init({ accountId: 'acc_12345678' })],
  ['another type', { source: 'portal-partner-page', type: 'mount', embedToken: TOKEN }],
])('an init with %s is refused', (_, data) => {
  expect(parseInitMessage(data)).toBeNull();
});

test("the frame page's URL names the partner; partner ids are the portal's ptn_ ids", () => {
  expect(embedFrameUrl('https://cards.example.com/any/path', 'ptn_AbCdEfGh12345678')).toBe(
    'https://cards.example.com/embed/virtual-card/v1?partner=ptn_AbCdEfGh12345678',
  );
  expect(isPartnerId('ptn_AbCdEfGh12345678')).toBe(true);
  expect(isPartnerId('ptn_short')).toBe(false);
  expect(isPartnerId(42)).toBe(false);
});
