import { isValidPhone, sanitizeText } from './contact-inquiry.dto.js';

describe('contact inquiry rules', () => {
  it('trims, removes < and >, and cuts to 5000 characters', () => {
    expect(sanitizeText('  <b>hi</b>  ')).toBe('bhi/b');
    expect(sanitizeText('x'.repeat(6000))).toHaveLength(5000);
    expect(sanitizeText(42)).toBe('');
  });

  it('accepts phones the way the site does', () => {
    expect(isValidPhone('+91 (987) 654-3210')).toBe(true);
    expect(isValidPhone('4420794609')).toBe(true);
    expect(isValidPhone('0123456789')).toBe(false); // first digit 1-9
    expect(isValidPhone('+12345678901234567')).toBe(false); // over 16 digits
    expect(isValidPhone('123 456')).toBe(false); // under 10 characters
    expect(isValidPhone('12345abcde')).toBe(false);
  });
});
