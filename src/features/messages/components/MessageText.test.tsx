import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MessageText } from './MessageText';

afterEach(cleanup);

describe('MessageText', () => {
  it('shows markup as the characters typed: no element is made from it and nothing runs', () => {
    const typed = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><b>bold</b>';
    const { container } = render(<MessageText text={typed} />);
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container.textContent).toBe(typed);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('makes a link clickable, opening apart from the page, and never a javascript: one', () => {
    render(<MessageText text={'Directions: https://maps.example.com/x?a=1&b=2 and javascript:alert(1)'} />);
    const link = screen.getByRole('link', { name: 'https://maps.example.com/x?a=1&b=2' });
    expect(link.getAttribute('href')).toBe('https://maps.example.com/x?a=1&b=2');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText(/javascript:alert\(1\)/)).toBeTruthy();
  });

  it('keeps a link whose address holds quotes or angle brackets inside its attribute', () => {
    render(<MessageText text={'https://sakan.example/a"onmouseover="alert(1)'} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('onmouseover')).toBeNull();
    expect(link.getAttribute('href')?.startsWith('https://sakan.example/')).toBe(true);
  });
});
