import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import { SiteFooter } from './site-footer';

/** An IntersectionObserver that reports only when the test says the element came near. */
class FakeObserver {
  static last: FakeObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }));
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

const frame = (container: HTMLElement) => container.querySelector('footer iframe');
const idle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

describe('the footer ad frame', () => {
  afterEach(() => {
    FakeObserver.last = null;
  });

  it('is added only once its box comes within a screen of the viewport', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = renderWithProviders(<SiteFooter />);
    await idle();
    const observer = FakeObserver.last!;
    expect(observer.options?.rootMargin).toBe('100% 0px');
    expect(observer.observed).toHaveLength(1);
    expect(container.querySelector('footer')!.contains(observer.observed[0])).toBe(true);
    expect(frame(container)).toBeNull();

    act(() => observer.report(false));
    await idle();
    expect(frame(container)).toBeNull();

    act(() => observer.report(true));
    await waitFor(() => expect(frame(container)).not.toBeNull());
    expect(observer.disconnected).toBe(true);
    const ad = frame(container)!;
    expect(ad.getAttribute('title')).toBe('Advertisement');
    expect(ad.getAttribute('loading')).toBe('lazy');
    expect(ad.getAttribute('width')).toBe('728');
    expect(ad.getAttribute('height')).toBe('90');
  });

  it('stops watching when the footer goes away first', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { unmount } = renderWithProviders(<SiteFooter />);
    await idle();
    unmount();
    expect(FakeObserver.last!.disconnected).toBe(true);
  });

  it('comes when the browser is idle where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = renderWithProviders(<SiteFooter />);
    await waitFor(() => expect(frame(container)).not.toBeNull());
    expect(container.textContent).toContain('© Galactic Quandaries');
  });
});
