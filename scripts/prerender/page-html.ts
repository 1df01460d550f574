/** What one prerendered page adds to the built index.html. */
export interface RenderedPage {
  /** The route's head elements (title, description, Open Graph, canonical). */
  headHtml: string;
  /** The markup React rendered into #root. */
  rootHtml: string;
  /**
   * Every stylesheet the page's route needs: the route's own (its lazy chunk's CSS) come with
   * the prerendered page too, or its markup would paint unstyled and move when they arrive.
   */
  stylesheets: string[];
  /** The route's data as the server render read it (JSON), for the app's hydration. */
  queryStateJson?: string;
  /** The page's own list of the app's modules (the loader's JSON block), replacing the build's. */
  appModulesJson?: string;
}

/** id of the JSON block of the app's modules (scripts/vite/start-app-after-first-paint.ts). */
const APP_MODULES_BLOCK = /<script type="application\/json" id="bdb-app-modules">[^<]*<\/script>/;

/** JSON that may stand inside a `<script>` element: nothing in it can close the element. */
export function scriptSafeJson(json: string): string {
  return json.replace(/</g, '\\u003c');
}

/**
 * React's head elements for the page, marked `data-static-head` (the app removes them when it
 * starts and the router's head takes over, src/main.tsx), one per line.
 */
export function markStaticHead(reactHeadHtml: string): string {
  return reactHeadHtml
    .replace(/<(title|meta)\b/g, '<$1 data-static-head=""')
    .replace(/<link rel="canonical"/g, '<link data-static-head="" rel="canonical"')
    .replace(/(<\/title>|\/>|>)(?=<)/g, '$1\n    ')
    .replace(/^/, '    ')
    .concat('\n');
}

/** The text of a built stylesheet by its address, if it is to be written into the page. */
export type ReadStylesheet = (href: string) => string | undefined;

// index.html's generic head (title, description, social tags), marked `data-static-head`.
const STATIC_HEAD_ELEMENT =
  /[ \t]*(?:<title\b[^>]*\bdata-static-head\b[^>]*>[\s\S]*?<\/title>|<meta\b[^>]*\bdata-static-head\b[^>]*>)\s*/g;
const GENERIC_HEAD_COMMENT = /[ \t]*<!-- For link previews:[\s\S]*?-->\s*/;
const ROOT_OPEN = '<div id="root">';

/**
 * A stylesheet the page carries written in, as Vite's loader looks for it: a link with its
 * address, disabled so that it is never fetched (HTML: a link element's resource is not
 * fetched while it has the `disabled` attribute).
 */
function disabledStylesheetLink(href: string): string {
  return `    <link rel="stylesheet" href="${href}" disabled>\n`;
}

/**
 * The built index.html with the page's own head in place of the generic one, the page's
 * markup in #root followed by the route's data, and the page's own list of the app's modules.
 * The page's head elements keep `data-static-head`, so the app removes them when it starts and
 * the router's own head takes over (src/main.tsx), never both at once.
 *
 * The route's own stylesheets are written into the page (`readStylesheet`) rather than linked:
 * each is 0.5–2 KB, and a page needs up to eight of them, each a request the first paint
 * waited for (on a slow phone connection a round trip each). The app's entry stylesheet,
 * shared by every page and the shell and kept by the worker, stays linked. Each written-in
 * stylesheet is named by a disabled link (`disabledStylesheetLink`): the browser neither
 * fetches nor applies it, but Vite's loader of a lazy route counts it as linked, so the app's
 * start neither downloads the file again nor adds the same rules a second time, which made
 * the browser restyle the whole page in one task (15–19 ms at full speed on `/`, decision 017
 * item 39).
 */
export function composePageHtml(
  template: string,
  page: RenderedPage,
  readStylesheet: ReadStylesheet = () => undefined,
): string {
  const withoutGenericHead = template
    .replace(STATIC_HEAD_ELEMENT, '')
    .replace(GENERIC_HEAD_COMMENT, '');
  const headEnd = withoutGenericHead.indexOf('</head>');
  const rootStart = withoutGenericHead.indexOf(ROOT_OPEN);
  const rootEnd = rootEndIndex(withoutGenericHead, rootStart);
  if (headEnd < 0 || rootStart < 0 || rootEnd < 0)
    throw new Error('index.html has no </head> or <div id="root"> to prerender into');
  const routeStyles = page.stylesheets
    .filter((href) => !template.includes(`href="${href}"`))
    .map((href) => {
      const css = readStylesheet(href);
      // Text that would end the element early is linked instead.
      return css === undefined || /<\/style/i.test(css)
        ? `    <link rel="stylesheet" crossorigin href="${href}">\n`
        : `    <style data-href="${href}">${css.trim()}</style>\n${disabledStylesheetLink(href)}`;
    })
    .join('');
  const queryState =
    page.queryStateJson === undefined
      ? ''
      : `\n    <script type="application/json" id="bdb-query-state">${scriptSafeJson(page.queryStateJson)}</script>`;
  const afterRoot = withoutGenericHead.slice(rootEnd, rootEnd + '</div>'.length) + queryState;
  const rest = withoutGenericHead.slice(rootEnd + '</div>'.length);
  const appModules = page.appModulesJson;
  return (
    withoutGenericHead.slice(0, headEnd) +
    page.headHtml +
    routeStyles +
    withoutGenericHead.slice(headEnd, rootStart + ROOT_OPEN.length) +
    page.rootHtml +
    afterRoot +
    (appModules === undefined
      ? rest
      : rest.replace(
          APP_MODULES_BLOCK,
          () =>
            `<script type="application/json" id="bdb-app-modules">${scriptSafeJson(appModules)}</script>`,
        ))
  );
}

/** The JSON-LD blocks of a page's markup, parsed. */
export function jsonLdBlocks(html: string): unknown[] {
  const block = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g;
  return [...html.matchAll(block)].map((match) => JSON.parse(match[1] ?? 'null') as unknown);
}

/** Index of #root's closing tag: the `</div>` that balances its opening. */
function rootEndIndex(html: string, rootStart: number): number {
  if (rootStart < 0) return -1;
  const tag = /<div\b[^>]*>|<\/div>/g;
  tag.lastIndex = rootStart;
  let depth = 0;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return match.index;
  }
  return -1;
}
