import type { UsageDay } from '@pagewise/sdk';
import { formatNumber } from '../../lib/format';

/** The charts' numbers as a table: for screen readers, and for anyone who wants the exact figures. */
export function UsageTable({ days }: { days: UsageDay[] }) {
  return (
    <details className="rounded-card border border-border p-4">
      <summary className="cursor-pointer font-medium">Show the figures per day</summary>
      <div className="mt-3 max-h-80 overflow-auto">
        <table className="text-table w-full text-left">
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-1 pr-4">Day (UTC)</th>
              <th scope="col" className="py-1 pr-4 text-right">Queries</th>
              <th scope="col" className="py-1 pr-4 text-right">Tokens</th>
              <th scope="col" className="py-1 text-right">Documents added</th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((d) => (
              <tr key={d.date} className="border-b border-border last:border-0">
                <th scope="row" className="py-1 pr-4 font-normal">{d.date}</th>
                <td className="py-1 pr-4 text-right">{formatNumber(d.queries)}</td>
                <td className="py-1 pr-4 text-right">{formatNumber(d.tokens)}</td>
                <td className="py-1 text-right">{formatNumber(d.documents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
