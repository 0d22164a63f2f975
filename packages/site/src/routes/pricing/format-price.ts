const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** "₹1,000"; a plan without a price is priced per customer. */
export function formatPrice(amount: number | null, currency = 'INR'): string {
  if (amount === null) return 'Custom';
  if (currency === 'INR') return inr.format(amount);
  return new Intl.NumberFormat('en', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
}
