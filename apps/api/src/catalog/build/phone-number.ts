/**
 * The general telephone number of IPEDS HD2024 (GENTELE): ten digits, sometimes followed by an
 * extension. Several hundred cells were damaged before IPEDS published them (a spreadsheet turned
 * "4063532600" into "4.06353E+13", keeping six digits): those, and any cell that is not ten digits
 * of a North American number, are not a phone number and read "Not reported" (null).
 *
 * The freely associated states have their own country codes (Micronesia +691, Palau +680, the
 * Marshall Islands +692); IPEDS writes them where an area code would be, so they are written as
 * international numbers rather than as a US area code.
 */
const COUNTRY_CODES: Record<string, string> = { FM: '691', PW: '680', MH: '692' };

/** A North American number: area code and exchange each start with 2-9. */
const NANP = /^[2-9]\d{2}[2-9]\d{6}$/;

export function phoneNumber(raw: string | null, state: string): string | null {
  if (!raw || !/^\d+$/.test(raw) || raw.length < 10 || raw.length > 15) return null;
  const number = raw.slice(0, 10);
  const extension = raw.slice(10).replace(/^0+$/, '');
  const suffix = extension ? ` ext. ${extension}` : '';
  const country = COUNTRY_CODES[state.toUpperCase()];
  if (country && number.startsWith(country)) return `+${country} ${number.slice(3, 6)} ${number.slice(6)}${suffix}`;
  if (!NANP.test(number)) return null;
  return `(${number.slice(0, 3)}) ${number.slice(3, 6)}-${number.slice(6)}${suffix}`;
}
