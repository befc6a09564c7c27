import { render, screen } from '@testing-library/react';
import { EMOTICONS } from './catalogue';
import { EmoticonText } from './EmoticonText';
import { parseEmoticons } from './parse';

describe('emoticons in a message', () => {
  it('the catalogue has about 120 entries, each alt text bracketed and used once', () => {
    expect(EMOTICONS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(EMOTICONS.map((e) => e.alt)).size).toBe(EMOTICONS.length);
    expect(new Set(EMOTICONS.map((e) => e.code)).size).toBe(EMOTICONS.length);
    for (const { alt } of EMOTICONS) expect(alt).toMatch(/^\[[^[\]]+\]$/);
  });

  it('splits at known alt texts only', () => {
    expect(parseEmoticons('好[微笑][[不存在][微笑')).toEqual([
      { kind: 'text', text: '好' },
      { kind: 'emoticon', alt: '[微笑]', code: '1f642' },
      { kind: 'text', text: '[[不存在][微笑' },
    ]);
  });

  it('shows known alt texts as their images, and HTML-like text as text', async () => {
    const { container } = render(
      <p>
        <EmoticonText text={'<b>[微笑]</b><img src=x onerror=alert(1)>[不存在]'} />
      </p>,
    );
    const image = await screen.findByRole('img', { name: '[微笑]' });
    expect(image).toHaveAttribute('src', '/emoticons/1f642.svg');
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.textContent).toBe('<b></b><img src=x onerror=alert(1)>[不存在]');
  });
});
