import type { UsageDay } from '@pagewise/sdk';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

// recharts is about 100 KB gzipped, so this file is loaded only when the usage screen shows its charts.
const axis = { stroke: 'var(--pw-muted)', fontSize: 12, tickLine: false };
const tooltip = { contentStyle: { background: 'var(--pw-background)', border: '1px solid var(--pw-border)', borderRadius: 10, color: 'var(--pw-foreground)' } };
const shortDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function Chart({ title, children }: { title: string; children: React.ReactElement }) {
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="font-medium">{title}</figcaption>
      <div className="h-56 w-full" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/**
 * The days both charts label: at most 6, counted back from the last day, so that the two x-axes name the same
 * days (left to choose, recharts picks its ticks per chart from its width, and the two started on different days).
 */
export function sharedTicks(days: UsageDay[], most = 6): string[] {
  const step = Math.max(1, Math.ceil(days.length / most));
  return days.filter((_, i) => (days.length - 1 - i) % step === 0).map((d) => d.date);
}

/** Queries and tokens per UTC day. The same numbers are in the table below the charts, for screen readers. */
export default function UsageCharts({ days }: { days: UsageDay[] }) {
  const ticks = sharedTicks(days);
  // One x-axis and one y-axis width for both charts, so their plots line up day for day.
  const xAxis = { dataKey: 'date', ticks, interval: 0 as const, tickFormatter: shortDate, ...axis };
  const yAxis = { allowDecimals: false, width: 56, ...axis };
  const margin = { left: 0, right: 16 };
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Chart title="Chat queries per day">
        <BarChart data={days} margin={margin} accessibilityLayer={false}>
          <CartesianGrid stroke="var(--pw-border)" vertical={false} />
          <XAxis {...xAxis} />
          <YAxis {...yAxis} />
          <Tooltip labelFormatter={(d) => shortDate(String(d))} {...tooltip} cursor={{ fill: 'var(--pw-surface)' }} />
          <Bar dataKey="queries" name="Queries" fill="var(--pw-accent)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </Chart>
      <Chart title="Tokens per day">
        <AreaChart data={days} margin={margin} accessibilityLayer={false}>
          <CartesianGrid stroke="var(--pw-border)" vertical={false} />
          <XAxis {...xAxis} />
          <YAxis {...yAxis} />
          <Tooltip labelFormatter={(d) => shortDate(String(d))} {...tooltip} />
          <Area dataKey="tokens" name="Tokens" stroke="var(--pw-link)" fill="var(--pw-link)" fillOpacity={0.15} isAnimationActive={false} />
        </AreaChart>
      </Chart>
    </div>
  );
}
