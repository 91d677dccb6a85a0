import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { axisDollars, reportDollars } from './report-format';
import type { MakeTimePoint, SalesPoint } from './report-series';

// Recharts loads with this module only, which the reports page imports lazily: nothing on the
// sign-in or shop-floor paths pulls it in. The charts are pictures of the tables beside them
// (report-tables.tsx), which screen readers read instead: no keyboard layer, hidden from them.

const TEAL = '#0f766e';
const AMBER = '#b45309';
const GRID = '#e2e8f0';
const TICK = { fill: '#334155', fontSize: 13 };
const STYLE = { width: '100%', height: 260 };
const MARGIN = { top: 8, right: 12, bottom: 0, left: 4 };

/** Net sales as bars (per hour or per day), money on the value axis and in the tooltip. */
export function SalesChart({ data }: { data: SalesPoint[] }) {
  return (
    <BarChart data={data} responsive style={STYLE} margin={MARGIN} accessibilityLayer={false}>
      <CartesianGrid vertical={false} stroke={GRID} />
      <XAxis dataKey="label" tick={TICK} tickLine={false} minTickGap={8} />
      <YAxis tick={TICK} tickFormatter={axisDollars} width={64} tickLine={false} />
      <Tooltip
        formatter={(value) => [reportDollars(Number(value)), 'Net sales']}
        cursor={{ fill: '#f1f5f9' }}
      />
      <Bar
        dataKey="net"
        name="Net sales"
        fill={TEAL}
        radius={[3, 3, 0, 0]}
        maxBarSize={56}
        isAnimationActive={false}
      />
    </BarChart>
  );
}

const minutesTick = (value: number) => `${value} min`;

/** Wait p90 and total p90 per hour, in minutes. */
export function MakeTimeChart({ data }: { data: MakeTimePoint[] }) {
  return (
    <LineChart data={data} responsive style={STYLE} margin={MARGIN} accessibilityLayer={false}>
      <CartesianGrid vertical={false} stroke={GRID} />
      <XAxis dataKey="label" tick={TICK} tickLine={false} minTickGap={8} />
      <YAxis tick={TICK} tickFormatter={minutesTick} width={64} tickLine={false} />
      <Tooltip formatter={(value, name) => [`${Number(value).toFixed(1)} min`, name]} />
      <Legend wrapperStyle={{ color: '#334155' }} />
      <Line
        dataKey="wait"
        name="Wait p90"
        stroke={AMBER}
        strokeWidth={2}
        strokeDasharray="6 4"
        dot={{ r: 3 }}
        isAnimationActive={false}
      />
      <Line
        dataKey="total"
        name="Total p90"
        stroke={TEAL}
        strokeWidth={2}
        dot={{ r: 3 }}
        isAnimationActive={false}
      />
    </LineChart>
  );
}
