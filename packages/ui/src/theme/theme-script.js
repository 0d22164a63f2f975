// Plain JavaScript so that build tools (vite.config) can import it without a TypeScript step.

/** localStorage key of the visitor's choice: "light", "dark" or "system" (the default when absent). */
export const THEME_STORAGE_KEY = 'pagewise-theme';

/**
 * Runs inline in <head>, before the stylesheet paints anything: sets html.dark and color-scheme from the stored
 * choice or the system setting, so a dark page never flashes white. Keep it in step with applyTheme().
 */
export const themeScript = `(function(){try{var k=${JSON.stringify(THEME_STORAGE_KEY)};var t=localStorage.getItem(k);if(t!=="light"&&t!=="dark")t="system";var d=t==="dark"||(t==="system"&&matchMedia("(prefers-color-scheme: dark)").matches);var e=document.documentElement;e.classList.toggle("dark",d);e.style.colorScheme=d?"dark":"light";e.dataset.theme=t}catch(_){}})();`;
