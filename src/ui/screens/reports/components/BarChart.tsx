import { Box, VisuallyHidden } from '@chakra-ui/react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';

export interface BarDatum {
  key: string;
  /** The bar's label on the axis and in the table read to screen readers. */
  label: string;
  value: number;
}

interface Props {
  title: string;
  /** One sentence read with the title: what the chart shows at a glance. */
  summary: string;
  data: readonly BarDatum[];
  formatValue(value: number): string;
  /** The column headings of the table screen readers get instead of the picture. */
  labelHeading: string;
  valueHeading: string;
  /** Every how many bars the axis names one, so the labels fit a 360 px phone. */
  labelEvery?: number;
}

// Drawn in a 340 × 200 box that scales to the card's width: readable on a 360 px phone without
// measuring the screen, and nothing to re-render when it turns.
const WIDTH = 340;
const HEIGHT = 200;
const MARGIN = { top: 8, right: 8, bottom: 28, left: 64 };
const BAR_COLOUR = '#1b5e20';
const TEXT_COLOUR = '#3f3f46';

/**
 * A bar chart for the owner (visx: React components over d3's scales, loaded with the Reports
 * screen only). The picture is one image with a name and a summary; the figures themselves are
 * in a table only screen readers see, so nobody has to read numbers off a drawing.
 */
export function BarChart({ title, summary, data, formatValue, labelHeading, valueHeading, labelEvery = 1 }: Props) {
  const titleId = useId();
  const summaryId = useId();
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: data.map((d) => d.key), range: [0, innerWidth], padding: data.length > 60 ? 0 : 0.2 });
  const y = scaleLinear<number>({ domain: [0, Math.max(1, ...data.map((d) => d.value))], range: [innerHeight, 0], nice: true });
  const labelOf = new Map(data.map((d) => [d.key, d.label]));
  const shown = data.filter((_, i) => i % labelEvery === 0).map((d) => d.key);

  return (
    <Box as="figure" m="0">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-labelledby={`${titleId} ${summaryId}`}>
        <title id={titleId}>{title}</title>
        <desc id={summaryId}>{summary}</desc>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {data.map((d) => {
            const top = y(d.value) ?? innerHeight;
            return <Bar key={d.key} x={x(d.key)} y={top} width={Math.max(1, x.bandwidth())} height={innerHeight - top} fill={BAR_COLOUR} />;
          })}
          <AxisLeft
            scale={y}
            numTicks={4}
            tickFormat={(v) => formatValue(Number(v))}
            stroke={TEXT_COLOUR}
            tickStroke={TEXT_COLOUR}
            tickLabelProps={{ fill: TEXT_COLOUR, fontSize: 10, textAnchor: 'end', dx: -2, dy: 3 }}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={shown}
            tickFormat={(key) => labelOf.get(key) ?? key}
            stroke={TEXT_COLOUR}
            tickStroke={TEXT_COLOUR}
            tickLabelProps={{ fill: TEXT_COLOUR, fontSize: 10, textAnchor: 'middle' }}
          />
        </Group>
      </svg>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeading}</th>
              <th scope="col">{valueHeading}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.key}>
                <th scope="row">{d.label}</th>
                <td>{formatValue(d.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
