import { decodeBase64Param, encodeBase64Param } from './base64-param';

describe('route parameters', () => {
  test.each(['user@example.com', 'Zoë+tag@example.com', 'a/b?c=d', 'ä'])(
    'route parameter %p survives base64 encoding and decoding',
    (text) => {
      const encoded = encodeBase64Param(text);
      expect(encoded).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(decodeBase64Param(encoded)).toBe(text);
    },
  );

  test('standard padded base64 decodes too, and garbage gives null', () => {
    expect(decodeBase64Param('dXNlckBleGFtcGxlLmNvbQ==')).toBe('user@example.com');
    expect(decodeBase64Param('%%%')).toBeNull();
    expect(decodeBase64Param('/w')).toBeNull(); // a lone 0xFF byte is not UTF-8
  });
});
