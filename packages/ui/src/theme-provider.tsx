import { createContext, useContext, useMemo, type CSSProperties, type ReactNode } from 'react';
import type { EmbedTheme, Program } from '@portal/contracts';
import { themeVars } from './tokens';
import styles from './theme.module.css';

interface Theme {
  /** the custom properties, for overlays rendered in a portal outside the wrapper */
  style: CSSProperties;
  className: string;
}

const ThemeContext = createContext<Theme>({ style: themeVars(), className: styles.root ?? '' });

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
