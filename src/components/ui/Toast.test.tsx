import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toast';
import { toast, toastQueue, TOAST_TIMEOUT_MS } from './toast-queue';

function renderToaster() {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  return render(
    <I18nProvider i18n={i18n}>
      <Toaster />
    </I18nProvider>,
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  for (const t of toastQueue.visibleToasts) toastQueue.close(t.key);
  vi.useRealTimers();
});

describe('Toaster (spec: states and transitions, business constants)', () => {
  it('hides a toast after 5000 ms', () => {
    renderToaster();
    expect(TOAST_TIMEOUT_MS).toBe(5000);
    act(() => void toast.success('Saved'));
    expect(screen.getByText('Saved')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(4900));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(200));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('stays open while hovered and hides 5000 ms after the pointer leaves', () => {
    renderToaster();
    act(() => void toast.success('Hovered'));
    const region = screen.getByRole('region');
    act(() => void fireEvent.pointerEnter(region, { pointerType: 'mouse' }));
    act(() => void fireEvent.mouseEnter(region));
    act(() => void vi.advanceTimersByTime(12_000));
    expect(screen.queryByText('Hovered')).not.toBeNull();
    act(() => void fireEvent.pointerLeave(region, { pointerType: 'mouse' }));
    act(() => void fireEvent.mouseLeave(region));
    act(() => void vi.advanceTimersByTime(5100));
    expect(screen.queryByText('Hovered')).toBeNull();
  });

  it('stays open while focus is inside it', () => {
    renderToaster();
    act(() => void toast.error('Focused'));
    const close = screen.getByRole('button', { name: /close/i });
    act(() => close.focus());
    act(() => void vi.advanceTimersByTime(12_000));
    expect(screen.queryByText('Focused')).not.toBeNull();
  });

  it('keeps an action toast until it is used, then runs the action', () => {
    renderToaster();
    const onAction = vi.fn();
    act(() => void toast.action({ title: 'New version', action: { label: 'Reload', onAction } }));
    act(() => void vi.advanceTimersByTime(60_000));
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Reload' })));
    expect(onAction).toHaveBeenCalledOnce();
    expect(screen.queryByText('New version')).toBeNull();
  });
});
