/** ESM entry for bundlers: mount widgets from code instead of a script tag. */
export { mountWidget, type MountedWidget } from './mount';
export type { WidgetOptions, Theme, Position } from './config/widget-options';
