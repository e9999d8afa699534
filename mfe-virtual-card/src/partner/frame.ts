// dist/partner/v1/frame.js (webpack.config.mjs): the script of the portal's embed page
// (/embed/virtual-card/v1?partner=…), which the partner embed (partner-embed.ts) puts in an
// iframe on the partner's page. It runs on the portal's origin: frame-session.ts.
import { startFrame } from './frame-session';
import { injectFrameStyles } from './frame-view';

const root =
  document.getElementById('portal-virtual-card') ??
  document.body.appendChild(Object.assign(document.createElement('main'), { id: 'portal-virtual-card' }));
injectFrameStyles(document);
startFrame({ win: window, root });
