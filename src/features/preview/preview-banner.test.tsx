import { act, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { enterPreview, exitPreview, isPreviewMode } from '../../lib/preview-mode';
import { PreviewBanner } from './preview-banner';
import { useStartPreview } from './use-start-preview';

afterEach(() => exitPreview());

describe('the preview banner', () => {
  it('shows while the tab previews and goes as soon as preview ends', () => {
    enterPreview('local-preview-secret');
    renderWithProviders(<PreviewBanner />);
    expect(screen.getByRole('complementary', { name: 'Preview' })).toBeInTheDocument();
    act(() => exitPreview());
    expect(screen.queryByRole('complementary', { name: 'Preview' })).not.toBeInTheDocument();
  });

  it('is absent in a tab that reads the published site', () => {
    renderWithProviders(<PreviewBanner />);
    expect(screen.queryByRole('complementary', { name: 'Preview' })).not.toBeInTheDocument();
  });
});

describe('a preview link that cannot start', () => {
  it.each([
    ['has no secret', '?path=/reviews/x'],
    ['points off the site', '?secret=s&path=//elsewhere.example/'],
  ])('%s: ends the preview this tab had, and says why', (_case, search) => {
    enterPreview('an-earlier-secret');
    const go = () => {
      throw new Error('a failed start must not navigate');
    };
    const { result } = renderHook(() => useStartPreview(search, go));
    expect(result.current.status).toBe('failed');
    expect(isPreviewMode()).toBe(false);
  });
});
