// spec §2: every completed navigation pushes a pageview with the final path to the data layer.
declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export function pushPageview(path: string): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: 'pageview', page: path });
}
