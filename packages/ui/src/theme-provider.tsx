import { createContext, useContext, useMemo, type Context, type CSSProperties, type ReactNode } from 'react';
import type { EmbedTheme, Program } from '@portal/contracts';
import { themeVars } from './tokens';
import styles from './theme.module.css';

interface Theme {
  /** the custom properties, for overlays rendered in a portal outside the wrapper */
  style: CSSProperties;
  className: string;
}

/**
 * One context per page, whichever copy of this package asks: the host bundles its own copy and the
 * remotes share another (packages/build-config), and a remote's modal must still take the tokens
 * of the host's ThemeProvider. The shape (style, className) is kept across versions.
 */
const THEME_CONTEXT = Symbol.for('@portal/ui/theme-context');
const pageGlobal = globalThis as typeof globalThis & { [THEME_CONTEXT]?: Context<Theme> };
const ThemeContext = (pageGlobal[THEME_CONTEXT] ??= createContext<Theme>({
  style: themeVars(),
  className: styles.root ?? '',
}));

export interface ThemeProviderProps {
  program?: Pick<Program, 'colors'> | null;
  /** a partner's theme tokens on its page (the embed), validated by contracts EmbedThemeSchema */
  theme?: EmbedTheme;
  children: ReactNode;
  className?: string;
}

/** Sets the design tokens, from the programme's colours, on a wrapper element (no global selectors). */
export function ThemeProvider({ program, theme: partnerTheme, children, className }: ThemeProviderProps) {
  const colors = program?.colors;
  const theme = useMemo<Theme>(
    () => ({ style: themeVars(colors, partnerTheme), className: styles.root ?? '' }),
    [colors, partnerTheme],
  );
  return (
    <ThemeContext.Provider value={theme}>
      <div
        data-portal-theme=""
        className={[theme.className, className].filter(Boolean).join(' ')}
        style={theme.style}
      >
        {children}
      </div>
    </ThemeContext.Provider>
  );
}

/** The current theme, for components that portal out of the wrapper (modals, tooltips). */
export function useTheme(): Theme {
  return useContext(ThemeContext);
}
