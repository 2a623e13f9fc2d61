import { Badge, Group, Paper, SimpleGrid, Table, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { reliableChangeBetween, type MeasureSeries } from '@stillpoint/contracts';
import classes from './measures.module.css';

const MARGIN = { top: 12, right: 12, bottom: 26, left: 36 };

const shortDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });

/** Each result with the reliable change since the one before (PHQ-9: 5 points, WHO-5: 10), if any. */
export function withChanges(series: MeasureSeries) {
  return series.results.map((result, index) => {
    const previous = series.results[index - 1];
    return { ...result, change: previous ? reliableChangeBetween(previous.score, result.score, series.reliable_change) : null, delta: previous ? result.score - previous.score : null };
  });
}

/**
 * One measure's scores over time: a line over the band lines (each band's lower bound), a ring on a
 * reliable change, and the same figures in a table beside it (the accessible alternative; the drawing is
 * one image with a summary). A small SVG in the style of lib/ui/BarChart, no chart library.
 */
export function TrendChart({ series, height = 220 }: { series: MeasureSeries; height?: number }) {
  const { t } = useTranslation();
  const { ref, width } = useElementSize();
  const points = withChanges(series);
  const top = Math.max(1, series.max_score);
  const plotWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const times = points.map((point) => Date.parse(point.submitted_at));
  const first = Math.min(...times);
  const span = Math.max(1, Math.max(...times) - first);
  const x = (index: number) => (points.length === 1 ? MARGIN.left + plotWidth / 2 : MARGIN.left + ((times[index]! - first) / span) * plotWidth);
  const latest = points.at(-1);
  const summary = t('measures.trend.summary', {
    title: series.title,
    count: points.length,
    score: latest?.score ?? 0,
    max: series.max_score,
    band: latest?.band ?? '',
  });
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper component="figure" withBorder radius="lg" p="md" className={classes.figure}>
        <div ref={ref} style={{ height }}>
          {width > 0 && (
            <svg role="img" aria-label={summary} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
              {[0, top].map((tick) => (
                <g key={`tick-${tick}`}>
                  <line className={classes.grid} x1={MARGIN.left} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} />
                  <text className={classes.axisText} x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
                    {tick}
                  </text>
                </g>
              ))}
              {series.bands
                .filter((band) => band.from > 0 && band.from < top)
                .map((band) => (
                  <g key={`band-${band.from}`}>
                    <line className={classes.band} x1={MARGIN.left} x2={width - MARGIN.right} y1={y(band.from)} y2={y(band.from)}>
                      <title>{band.title}</title>
                    </line>
                    <text className={classes.axisText} x={MARGIN.left - 6} y={y(band.from)} dy="0.32em" textAnchor="end">
                      {band.from}
                    </text>
                  </g>
                ))}
              <polyline className={classes.line} points={points.map((point, index) => `${x(index)},${y(point.score)}`).join(' ')} />
              {points.map((point, index) => (
                <g key={point.id}>
                  <circle className={classes.point} cx={x(index)} cy={y(point.score)} r={4}>
                    <title>{`${shortDate(point.submitted_at)}: ${point.score} (${point.band ?? ''})`}</title>
                  </circle>
                  {point.change && <circle className={classes.reliable} cx={x(index)} cy={y(point.score)} r={9} />}
                  {(index === 0 || index === points.length - 1) && (
                    <text className={classes.axisText} x={x(index)} y={height - 6} textAnchor={points.length === 1 ? 'middle' : index === 0 ? 'start' : 'end'}>
                      {shortDate(point.submitted_at)}
                    </text>
                  )}
                </g>
              ))}
            </svg>
          )}
        </div>
        {series.reliable_change !== null && (
          <Text size="xs" c="dimmed" mt={4}>
            {t('measures.trend.reliableNote', { points: series.reliable_change })}
          </Text>
        )}
      </Paper>
      <Table.ScrollContainer minWidth={280}>
        <Table striped withTableBorder>
          <Table.Caption>{t('measures.trend.tableCaption', { title: series.title })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('measures.trend.date')}</Table.Th>
              <Table.Th scope="col">{t('measures.trend.score')}</Table.Th>
              <Table.Th scope="col">{t('measures.trend.band')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {points.map((point) => (
              <Table.Tr key={point.id}>
                <Table.Td>{shortDate(point.submitted_at)}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <span>{t('measures.scoreOf', { score: point.score, max: series.max_score })}</span>
                    {point.change && (
                      <Badge size="sm" variant="default" tt="none">
                        {t(point.change === 'up' ? 'measures.trend.reliableUp' : 'measures.trend.reliableDown', { count: Math.abs(point.delta ?? 0) })}
                      </Badge>
                    )}
                    {point.flagged && (
                      <Badge size="sm" color="red" variant="filled" tt="none">
                        {t('measures.flagged')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{point.band ?? t('measures.noBand')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SimpleGrid>
  );
}
