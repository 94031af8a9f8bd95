/**
 * An application's `time_zone` is the school's own, from its coordinates (catalogue `timeZone`).
 * This table is the fallback for a school without one (and the zone of rows created before the
 * catalogue had zones): the IANA zone where most of the state's people live. States split between
 * two zones (e.g. Texas's El Paso, Florida's panhandle, western Kentucky and Tennessee, northern
 * Idaho) get their majority zone.
 */
const STATE_TIME_ZONES: Record<string, string> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
  AS: 'Pacific/Pago_Pago',
  // The Federated States of Micronesia's colleges are in Pohnpei.
  FM: 'Pacific/Pohnpei',
  GU: 'Pacific/Guam',
  MH: 'Pacific/Majuro',
  MP: 'Pacific/Saipan',
  PR: 'America/Puerto_Rico',
  PW: 'Pacific/Palau',
  VI: 'America/St_Thomas',
};

/** The IANA zone for a USPS state or territory code, or null when unknown. */
export function timeZoneForState(state: string): string | null {
  return STATE_TIME_ZONES[state.toUpperCase()] ?? null;
}
