import type { Plugin } from 'vite';

/**
 * The page's first paint, before any script has run: the logo loading screen the app itself shows while it
 * starts (the design system's `LogoLoader`, rendered here at build time so there is one source of its look), put
 * inside `#root`. React's first render replaces it: on a signed-in page with the same loading screen, on a form
 * with the form. Without it a phone on a slow network shows a blank page until the start-up scripts have arrived
 * and run (Lighthouse's first contentful paint).
 */
export function startupSplash(): Plugin {
  return {
    name: 'medhire-startup-splash',
    async transformIndexHtml(html) {
      const [{ createElement }, { renderToStaticMarkup }, { LogoLoader }] = await Promise.all([
        import('react'),
        import('react-dom/server'),
        import('@medhire/ui/logo-loader'),
      ]);
      const root = '<div id="root"></div>';
      if (!html.includes(root))
        throw new Error('index.html has no empty <div id="root"></div> for the splash');
      return html.replace(root, `<div id="root">${renderToStaticMarkup(createElement(LogoLoader))}</div>`);
    },
  };
}
