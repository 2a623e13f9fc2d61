import { Anchor, Text } from '@mantine/core';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/**
 * A message's plain-text body with its web links clickable. Only the text part is ever shown: the HTML
 * part is not rendered, so nothing in a message can run or restyle the page.
 */
export function MessageText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <Text component="div" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lh={1.65}>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Anchor key={index} href={part} rel="noopener noreferrer" underline="always">
            {part}
          </Anchor>
        ) : (
          part
        ),
      )}
    </Text>
  );
}
