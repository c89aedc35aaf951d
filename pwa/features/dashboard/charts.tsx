import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../components/useFormatters';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

// Recharts with Chakra's CSS variables, so the charts follow the theme and dark
// mode. In Arabic the category axis runs right to left (reversed) and the value
// axis stands on the right, mirroring the page; numbers use Arabic digits.

const color = (token: string) => `var(--chakra-colors-${token.replace('.', '-')})`;
export const SERIES = [color('brand.solid'), color('teal.solid'), color('orange.solid'), color('purple.solid')];

export interface Series {
  key: string;
  label: string;
}

export function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box borderWidth="1px" borderRadius="lg" padding="4" bg="bg.panel" minWidth="0">
      <Heading as="h2" size="md" marginBlockEnd="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** Vertical bars per category; `layout="horizontal"` bars for long names (top outlets). */
export function BarsChart({
  data,
  category,
  series,
  horizontal = false,
  height = 260,
}: {
  data: Array<Record<string, string | number>>;
  category: string;
  series: Series[];
  horizontal?: boolean;
  height?: number;
}) {
  const { i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  const formatters = useFormatters();
  const format = (v: unknown) => (typeof v === 'number' ? formatters.number(v) : String(v));
  const tick = { fill: color('fg.muted'), fontSize: 12 };
  const axis = { stroke: color('border') };
  return (
    <Box height={`${height}px`} dir="ltr" role="img" aria-label={series.map((s) => s.label).join(', ')}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout={horizontal ? 'vertical' : 'horizontal'} margin={{ top: 4, right: 8, left: 8, bottom: 4 }}>
          <CartesianGrid stroke={color('border')} strokeDasharray="3 3" vertical={horizontal} horizontal={!horizontal} />
          {horizontal ? (
            <>
              <XAxis type="number" tick={tick} {...axis} tickFormatter={format} reversed={rtl} allowDecimals={false} />
              <YAxis type="category" dataKey={category} tick={tick} {...axis} width={120} orientation={rtl ? 'right' : 'left'} />
            </>
          ) : (
            <>
              <XAxis dataKey={category} tick={tick} {...axis} reversed={rtl} />
              <YAxis tick={tick} {...axis} tickFormatter={format} orientation={rtl ? 'right' : 'left'} allowDecimals={false} width={48} />
            </>
          )}
          <Tooltip
            formatter={(value) => format(value)}
            contentStyle={{
              background: color('bg.panel'),
              borderColor: color('border'),
              color: color('fg'),
              direction: rtl ? 'rtl' : 'ltr',
            }}
            cursor={{ fill: color('bg.muted') }}
          />
          {series.length > 1 ? <Legend wrapperStyle={{ direction: rtl ? 'rtl' : 'ltr', color: color('fg') }} /> : null}
          {series.map((s, i) => (
            <Bar key={s.key} dataKey={s.key} name={s.label} fill={SERIES[i % SERIES.length]} radius={3} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
