import { Group, Radio, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { taskColors, type TaskColor } from '@stillpoint/contracts';
import classes from './tasks.module.css';

/** A colour's sample, named for screen readers only where its name is not written beside it. */
export function ColorSwatch({ color }: { color: TaskColor }) {
  return <span className={`${classes.swatch} ${classes[color]}`} aria-hidden />;
}

/** The colour's name with its sample. */
export function ColorName({ color }: { color: TaskColor }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <ColorSwatch color={color} />
      <Text span size="sm">
        {t(`tasks.colors.${color}`)}
      </Text>
    </Group>
  );
}

/** One of the five pastel colours, as a group of radio buttons with their samples. */
export function ColorPicker({
  value,
  onChange,
  label,
}: {
  value: TaskColor;
  onChange: (color: TaskColor) => void;
  label: string;
}) {
  return (
    <Radio.Group label={label} value={value} onChange={(next) => onChange(next as TaskColor)}>
      <Group gap="md" mt={6}>
        {taskColors.map((color) => (
          <Radio key={color} value={color} label={<ColorName color={color} />} />
        ))}
      </Group>
    </Radio.Group>
  );
}
