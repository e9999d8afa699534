// A page this remote declares itself (src/pages.json): the host routes /accessibility to it and
// links it from the footer when a release of this remote that declares it is served.
export { AccessibilityStatement as default } from '../features/accessibility/accessibility-statement';
