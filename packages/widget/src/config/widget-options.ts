export type Theme = 'light' | 'dark' | 'auto';
export type Position = 'bottom-right' | 'bottom-left';

/** Everything a site owner can set; in the script-tag build these come only from data-attributes. */
export interface WidgetOptions {
  apiKey: string;
  /** Origin of the Pagewise API, without a trailing slash. */
  apiUrl: string;
  title?: string;
  greeting?: string;
  position?: Position;
  theme?: Theme;
  accentColor?: string;
  openOnLoad?: boolean;
  /** The widget's language (`en`, `hi`, `ta`, `mr`); otherwise the page's, else the visitor's browser's. */
  lang?: string;
  /** Render the panel inside this element instead of a floating launcher. */
  target?: Element | null;
}

/** The title and greeting default to the widget's words (src/i18n/words.ts), in the visitor's language. */
export const DEFAULTS = {
  accentColor: '#4f46e5',
  theme: 'auto' as Theme,
  position: 'bottom-right' as Position,
};

const THEMES: Theme[] = ['light', 'dark', 'auto'];

export const asTheme = (value?: string | null): Theme | undefined =>
  THEMES.includes(value as Theme) ? (value as Theme) : undefined;

export const asPosition = (value?: string | null): Position | undefined =>
  value === 'bottom-left' || value === 'bottom-right' ? value : undefined;

/** Only plain colour values reach CSS, so an attribute cannot smuggle in other declarations. */
export const asColor = (value?: string | null): string | undefined =>
  value && /^(#[0-9a-f]{3,8}|[a-z]{3,20}|(rgb|hsl)a?\([\d\s.,%/]+\))$/i.test(value.trim()) ? value.trim() : undefined;
