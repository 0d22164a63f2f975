import { openPage } from './page-viewer';

/**
 * Entry of dist/viewer.js, which widget.js loads from the API host the first time a visitor opens a cited page
 * (ui/show-page.ts), checked against the hash built into widget.js. It hands `openPage` over on this global.
 */
(self as unknown as { pagewiseViewer: typeof openPage }).pagewiseViewer = openPage;
