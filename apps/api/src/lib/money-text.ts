/**
 * Money in the API's own sentences (explanations, flags): whole dollars as "$1,234" and cents as
 * "$305.07". The web formats the figures themselves with its own format-money module.
 */
export const usd = (dollars: number): string => `${dollars < 0 ? '−' : ''}$${Math.abs(dollars).toLocaleString('en-US')}`;

export const usdCents = (cents: number): string =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
