const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** USD with no decimals (spec section 9); missing values read "Not reported". */
export function formatMoney(amount: number | null | undefined, missing = 'Not reported'): string {
  return amount === null || amount === undefined ? missing : usd.format(Math.round(amount));
}

/** Card tuition: thousands of dollars, rounded ("$58k"); missing reads "Not reported". */
export function formatMoneyThousands(amount: number | null | undefined, missing = 'Not reported'): string {
  return amount === null || amount === undefined ? missing : `$${Math.round(amount / 1000)}k`;
}

const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount held in whole cents (a loan's monthly payment) as USD with cents: 30507 -> "$305.07". */
export function formatMoneyCents(cents: number | null | undefined, missing = 'Not reported'): string {
  return cents === null || cents === undefined ? missing : usdCents.format(cents / 100);
}
