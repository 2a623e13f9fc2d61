import { Group, Paper, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import classes from './BarChart.module.css';

/** One series of bars (e.g. sign-ins), drawn in one of two tones that keep 3:1 against the page in both skins. */
export interface BarSeries {
  key: string;
  label: string;
  tone: 'primary' | 'secondary';
}

/** One category on the x axis (a day, a month) with a value per series. */
export interface BarPoint {
  key: string;
  /** Short label under the axis (and in the bar's hover title). */
  label: string;
  values: Record<string, number>;
}

const MARGIN = { top: 8, right: 8, bottom: 24, left: 36 };

/** A step of 1, 2 or 5 times a power of ten giving about four grid lines up to `max` (at least 1). */
export function niceStep(max: number, lines = 4): number {
  const raw = Math.max(max / lines, 1);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= raw) ?? raw;
  return step;
}

export interface BarChartProps {
  points: readonly BarPoint[];
  series: readonly BarSeries[];
  /**
   * What the chart shows, in words: its accessible name. The figures themselves are in a table beside it
   * (the accessible alternative), so the drawing is one image for assistive technology.
   */
  summary: string;
  height?: number;
  /** Label every n-th category under the axis (long series). */
  labelEvery?: number;
}

/**
 * A small, dependency-free SVG bar chart (grouped bars, integer grid) that follows the skin. It is drawn at
 * the width of its container; each bar has a hover title. Pair it with a table of the same figures.
 */
export function BarChart({ points, series, summary, height = 220, labelEvery = 1 }: BarChartProps) {
  const { ref, width } = useElementSize();
  const max = Math.max(0, ...points.flatMap((point) => series.map((item) => point.values[item.key] ?? 0)));
  const step = niceStep(max);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
  const plotWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  const band = points.length > 0 ? plotWidth / points.length : 0;
  const barWidth = Math.max(1, (band * 0.8) / Math.max(series.length, 1));
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;

  return (
    <Paper component="figure" withBorder radius="lg" p="md" className={classes.figure}>
      <div ref={ref} className={classes.canvas} style={{ height }}>
        {width > 0 && (
          <svg role="img" aria-label={summary} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
            {ticks.map((tick) => (
              <g key={tick}>
                <line className={classes.grid} x1={MARGIN.left} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} />
                <text className={classes.axisText} x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
                  {tick}
                </text>
              </g>
            ))}
            {points.map((point, index) => {
              const start = MARGIN.left + index * band + band * 0.1;
              return (
                <g key={point.key}>
                  {series.map((item, position) => {
                    const value = point.values[item.key] ?? 0;
                    if (value <= 0) return null;
                    return (
                      <rect
                        key={item.key}
                        className={classes[item.tone]}
                        x={start + position * barWidth}
                        y={y(value)}
                        width={Math.max(1, barWidth - 1)}
                        height={y(0) - y(value)}
                        rx={Math.min(3, barWidth / 3)}
                      >
                        <title>{`${point.label}: ${item.label} ${value}`}</title>
                      </rect>
                    );
                  })}
                  {index % labelEvery === 0 && (
                    <text className={classes.axisText} x={start + band * 0.4} y={height - 6} textAnchor="middle">
                      {point.label}
                    </text>
                  )}
                </g>
              );
            })}
          </svg>
        )}
      </div>
      {series.length > 1 && (
        <Group gap="md" mt={4} aria-hidden>
          {series.map((item) => (
            <Group key={item.key} gap={6} wrap="nowrap">
              <span className={`${classes.swatch} ${classes[item.tone]}`} />
              <Text size="sm">{item.label}</Text>
            </Group>
          ))}
        </Group>
      )}
    </Paper>
  );
}
