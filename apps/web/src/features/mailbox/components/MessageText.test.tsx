import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { MessageText } from './MessageText';

describe('MessageText', () => {
  it('shows markup as text and makes only http(s) links clickable', () => {
    const { container } = render(
      <MantineProvider env="test">
        <MessageText
          text={'Hi <b onmouseover="x()">there</b>\nOpen https://example.com/confirm-email?token=abc now. javascript:alert(1)'}
        />
      </MantineProvider>,
    );
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<b onmouseover="x()">there</b>');
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.com/confirm-email?token=abc']);
  });
});
