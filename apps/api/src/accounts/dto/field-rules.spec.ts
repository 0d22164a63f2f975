import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { emailMatchesWebsite, isWebsite } from './field-rules.js';
import { SignupDto } from './signup.dto.js';

function fieldErrors(payload: object): Record<string, string[]> {
  const errors = validateSync(plainToInstance(SignupDto, payload), { whitelist: true });
  return Object.fromEntries(errors.map((e) => [e.property, Object.values(e.constraints ?? {})]));
}

describe('signup field rules', () => {
  it('matches the email domain with the website host without www.', () => {
    expect(emailMatchesWebsite('ceo@acme.io', 'https://www.acme.io/about')).toBe(true);
    expect(emailMatchesWebsite('CEO@ACME.io', 'https://acme.io')).toBe(true);
    expect(emailMatchesWebsite('ceo@mail.acme.io', 'https://acme.io')).toBe(false);
    expect(emailMatchesWebsite('ceo@gmail.com', 'https://acme.io')).toBe(false);
    // A website that cannot be parsed passes this rule (the website rule reports it).
    expect(emailMatchesWebsite('ceo@gmail.com', 'not a url')).toBe(true);
  });

  it('accepts http(s) websites only', () => {
    expect(isWebsite('https://acme.io')).toBe(true);
    expect(isWebsite('http://localhost:8080/x')).toBe(true);
    expect(isWebsite('acme.io')).toBe(false);
    expect(isWebsite('ftp://acme.io')).toBe(false);
    expect(isWebsite(`https://acme.io/${'x'.repeat(500)}`)).toBe(false);
  });

  it('gives the site sentence, and only that one, for each missing field', () => {
    expect(fieldErrors({})).toEqual({
      account_type: ['Please choose a Personal or an Organization account.'],
      first_name: ['First name must be at least 2 characters'],
      last_name: ['Last name must be at least 2 characters'],
      email: ['Please enter a valid email address'],
      phone: ['Phone number must be at least 10 characters'],
      country: ['Please select your country'],
      password: ['Password must be at least 8 characters'],
    });
  });

  it('checks organization fields only for organization accounts', () => {
    const personal = { account_type: 'personal', first_name: 'Al', last_name: 'Bo', email: 'a@b.co', phone: '1234567890', country: 'other', password: 'xxxxxxxx', password_confirm: 'xxxxxxxx' };
    expect(fieldErrors(personal)).toEqual({});
    expect(fieldErrors({ ...personal, account_type: 'organization' })).toEqual({
      organization_name: ['Organization name must be at least 2 characters'],
      organization_website: ['Please enter a valid website URL'],
    });
    expect(fieldErrors({ ...personal, first_name: 'x'.repeat(101) })).toEqual({ first_name: ['First name must be at most 100 characters'] });
  });
});
