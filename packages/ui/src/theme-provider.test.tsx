import { render, screen } from '@testing-library/react';
import { ThemeProvider } from './theme-provider';
import type * as ThemeModule from './theme-provider';
import { DEFAULT_COLORS, SYSTEM_FONT_STACK } from './tokens';
import { testColors } from './test-utils';

describe('ThemeProvider', () => {
  it("sets the programme's colours as CSS custom properties on its wrapper element", () => {
    render(
      <ThemeProvider program={{ colors: testColors }}>
        <p>Prepaid Cards</p>
      </ThemeProvider>,
    );
    const wrapper = screen.getByText('Prepaid Cards').parentElement as HTMLElement;
    expect(wrapper.style.getPropertyValue('--portal-color-primary')).toBe(testColors.primary);
    expect(wrapper.style.getPropertyValue('--portal-color-primary-contrast')).toBe(
      testColors.primaryContrast,
    );
    expect(wrapper.style.getPropertyValue('--portal-color-text')).toBe(testColors.text);
    expect(wrapper.style.getPropertyValue('--portal-target-size')).toBe('44px');
    expect(wrapper.style.getPropertyValue('--portal-font-family')).toBe(SYSTEM_FONT_STACK);
  });

  it("a second copy of the package on the page (a remote's) reads the host copy's theme", () => {
    // the host bundles its own copy of @portal/ui and the remotes share another (build-config)
    let other: typeof ThemeModule | undefined;
    const react = jest.requireActual<object>('react'); // one React on the page (a singleton)
    jest.isolateModules(() => {
      jest.doMock('react', () => react);
      other = jest.requireActual<typeof ThemeModule>('./theme-provider');
    });
    expect(other?.useTheme).not.toBe(undefined);
    function RemoteModal() {
      const theme = (other as typeof ThemeModule).useTheme();
      return <p>{String(theme.style['--portal-color-primary' as keyof typeof theme.style])}</p>;
    }
    render(
      <ThemeProvider program={{ colors: testColors }}>
        <RemoteModal />
      </ThemeProvider>,
    );
    expect(screen.getByText(testColors.primary)).toBeInTheDocument();
  });

  it('sets nothing on the document root (no global selectors)', () => {
    render(
      <ThemeProvider program={{ colors: testColors }}>
        <p>x</p>
      </ThemeProvider>,
    );
    expect(document.documentElement.getAttribute('style')).toBeNull();
    expect(document.body.getAttribute('style')).toBeNull();
  });

  it('falls back to the default colours before the programme is known', () => {
    render(
      <ThemeProvider program={null}>
        <p>Loading</p>
      </ThemeProvider>,
    );
    const wrapper = screen.getByText('Loading').parentElement as HTMLElement;
    expect(wrapper.style.getPropertyValue('--portal-color-primary')).toBe(DEFAULT_COLORS.primary);
  });
});
